import { BadgeCheck } from "lucide-react";
import type { MyProduct } from "@/features/products/api/seller-products";
import { t } from "@/lib/i18n/i18n";

/**
 * Available/Sold, made real: an available phone can be marked sold from here. A listing held
 * for an admin's review, or rejected (with the admin's reason), says so (decision 023).
 */
export function MyProductStatus(props: {
  product: MyProduct;
  onMarkSold: (product: MyProduct) => void;
}) {
  const { product } = props;
  if (product.status === "sold")
    return <span className="badge badge-neutral">{t("products.mine.sold")}</span>;
  if (product.status === "held") {
    return (
      <div className="max-w-64 space-y-1">
        <span className="badge badge-warning">{t("products.mine.held")}</span>
        <p className="text-xs text-base-content/80">{t("products.mine.heldHint")}</p>
      </div>
    );
  }
  if (product.status === "rejected") {
    return (
      <div className="max-w-64 space-y-1">
        <span className="badge badge-error">{t("products.mine.rejected")}</span>
        {product.rejectionReason ? (
          <p className="text-sm break-words">
            {t("products.mine.rejectedReason", { reason: product.rejectionReason })}
          </p>
        ) : null}
        <p className="text-xs text-base-content/80">{t("products.mine.rejectedHint")}</p>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="badge badge-success">{t("products.mine.available")}</span>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        aria-label={t("products.mine.markSoldOf", { name: product.name })}
        onClick={() => props.onMarkSold(product)}
      >
        <BadgeCheck className="size-4" aria-hidden="true" />
        {t("products.mine.markSold")}
      </button>
    </div>
  );
}
