import { formatTaka } from "@bechedaw/shared";
import { Users } from "lucide-react";
import { ProductThumbnail } from "@/components/ui/product-thumbnail";
import { ResponsiveTable, type TableColumn } from "@/components/ui/responsive-table";
import type { MyProduct } from "@/features/products/api/seller-products";
import { MyProductActions } from "./my-products-actions";
import { MyProductStatus } from "./my-products-status";

type MyProductsTableProps = {
  products: MyProduct[];
  advertisingIds: string[];
  onAdvertise: (product: MyProduct) => void;
  onDelete: (product: MyProduct) => void;
  onShowBookings: (product: MyProduct) => void;
  onMarkSold: (product: MyProduct) => void;
};

/** The seller's own products; presentational, so it renders from props alone. */
export function MyProductsTable(props: MyProductsTableProps) {
  const columns: TableColumn<MyProduct>[] = [
    {
      header: "Product",
      isCardTitle: true,
      cell: (product) => (
        <ProductThumbnail
          img={product.img}
          name={product.name}
          details={`${product.brand} · ${product.description.location}`}
        />
      ),
    },
    {
      header: "Price",
      cell: (product) => (
        <span className="font-semibold">{formatTaka(product.description.resalePrice)}</span>
      ),
    },
    {
      header: "Bookings",
      cell: (product) => <BookingsButton product={product} onClick={props.onShowBookings} />,
    },
    {
      header: "Available/Sold",
      cell: (product) => <MyProductStatus product={product} onMarkSold={props.onMarkSold} />,
    },
    {
      header: "Advertise/Delete",
      cell: (product) => (
        <MyProductActions
          product={product}
          isAdvertising={props.advertisingIds.includes(product._id)}
          onAdvertise={props.onAdvertise}
          onDelete={props.onDelete}
        />
      ),
    },
  ];
  return (
    <ResponsiveTable
      caption="Your products"
      columns={columns}
      rows={props.products}
      rowKey={(product) => product._id}
    />
  );
}

/** The number of open bookings; sold phones keep the button, to see who bought them. */
function BookingsButton(props: { product: MyProduct; onClick: (product: MyProduct) => void }) {
  const count = props.product.bookingCount;
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline btn-secondary"
      aria-label={`Show bookings for ${props.product.name} (${count} open)`}
      title="Show the bookings"
      onClick={() => props.onClick(props.product)}
    >
      <Users className="size-4" aria-hidden="true" />
      {count}
    </button>
  );
}
