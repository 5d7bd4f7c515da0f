import { BadgeCheck } from "lucide-react";
import type { MyProduct } from "@/features/products/api/seller-products";

/** Available/Sold, made real: an available phone can be marked sold from here. */
export function MyProductStatus(props: {
  product: MyProduct;
  onMarkSold: (product: MyProduct) => void;
}) {
  const { product } = props;
  if (product.status === "sold") return <span className="badge badge-neutral">Sold</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="badge badge-success">Available</span>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        aria-label={`Mark as sold: ${product.name}`}
        onClick={() => props.onMarkSold(product)}
      >
        <BadgeCheck className="size-4" aria-hidden="true" />
        Mark as sold
      </button>
    </div>
  );
}
