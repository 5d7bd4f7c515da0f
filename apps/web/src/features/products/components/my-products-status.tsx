import { BadgeCheck } from "lucide-react";
import type { MyProduct } from "@/features/products/api/seller-products";
import { t } from "@/lib/i18n/i18n";

/** Available/Sold, made real: an available phone can be marked sold from here. */
export function MyProductStatus(props: {
  product: MyProduct;
  onMarkSold: (product: MyProduct) => void;
}) {
  const { product } = props;
  if (product.status === "sold")
    return <span className="badge badge-neutral">{t("products.mine.sold")}</span>;
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
