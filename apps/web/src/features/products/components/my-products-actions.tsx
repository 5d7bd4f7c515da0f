import { Check, Pencil } from "lucide-react";
import { Link } from "react-router";
import { PendingButton } from "@/components/ui/pending-button";
import type { MyProduct } from "@/features/products/api/seller-products";
import { t } from "@/lib/i18n/i18n";

/**
 * Edit and Advertise (one-way), neither for sold phones, and Delete, each named with the product
 * for screen readers.
 */
export function MyProductActions(props: {
  product: MyProduct;
  isAdvertising: boolean;
  onAdvertise: (product: MyProduct) => void;
  onDelete: (product: MyProduct) => void;
}) {
  const { product } = props;
  const isSold = product.status === "sold";
  // Held for review or rejected: not published, so not to be advertised (yet).
  const isUnpublished = product.status === "held" || product.status === "rejected";
  const cannotAdvertise = isSold
    ? t("products.mine.soldCannotAdvertise")
    : isUnpublished
      ? t("products.mine.unpublishedCannotAdvertise")
      : undefined;
  return (
    <div className="flex flex-wrap gap-2">
      {isSold ? (
        <button
          type="button"
          className="btn btn-sm btn-outline"
          disabled
          title={t("dashboard.mine.soldCannotEdit")}
          aria-label={t("dashboard.mine.editOf", { name: product.name })}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t("dashboard.mine.edit")}
        </button>
      ) : (
        <Link
          to={`/dashboard/my-products/${encodeURIComponent(product._id)}/edit`}
          className="btn btn-sm btn-outline"
          aria-label={t("dashboard.mine.editOf", { name: product.name })}
        >
          <Pencil className="size-4" aria-hidden="true" />
          {t("dashboard.mine.edit")}
        </Link>
      )}
      {product.isAdvertised ? (
        <button
          type="button"
          className="btn btn-sm btn-soft btn-success disabled:bg-success/10 disabled:text-success"
          disabled
          aria-label={t("products.mine.advertisedOf", { name: product.name })}
        >
          <Check className="size-4" aria-hidden="true" />
          {t("products.mine.advertised")}
        </button>
      ) : (
        <PendingButton
          className="btn-sm btn-primary"
          isPending={props.isAdvertising}
          disabled={cannotAdvertise !== undefined}
          title={cannotAdvertise}
          aria-label={t("products.mine.advertiseOf", { name: product.name })}
          onClick={() => props.onAdvertise(product)}
        >
          {t("products.mine.advertise")}
        </PendingButton>
      )}
      <button
        type="button"
        className="btn btn-sm btn-error btn-outline"
        aria-label={t("products.mine.deleteOf", { name: product.name })}
        onClick={() => props.onDelete(product)}
      >
        {t("products.mine.delete")}
      </button>
    </div>
  );
}
