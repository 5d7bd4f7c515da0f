import { cardImageUrl, formatTaka } from "@bechedaw/shared";
import { ResponsiveTable, type TableColumn } from "../../../components/ui/responsive-table";
import type { MyProduct } from "../api/seller-products";
import { MyProductActions } from "./my-products-actions";

type MyProductsTableProps = {
  products: MyProduct[];
  advertisingIds: string[];
  onAdvertise: (product: MyProduct) => void;
  onDelete: (product: MyProduct) => void;
};

/** The seller's own products; presentational, so it renders from props alone. */
export function MyProductsTable(props: MyProductsTableProps) {
  const columns: TableColumn<MyProduct>[] = [
    { header: "Product", isCardTitle: true, cell: (product) => <ProductCell product={product} /> },
    {
      header: "Price",
      cell: (product) => (
        <span className="font-semibold">{formatTaka(product.description.resalePrice)}</span>
      ),
    },
    { header: "Available/Sold", cell: (product) => <StatusCell product={product} /> },
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

function ProductCell({ product }: { product: MyProduct }) {
  return (
    <div className="flex items-center gap-3">
      <img
        src={cardImageUrl(product.img)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-box bg-base-200 object-cover"
      />
      <div className="min-w-0">
        <p className="font-semibold break-words">{product.name}</p>
        <p className="text-sm text-base-content/80">
          {product.brand} · {product.description.location}
        </p>
      </div>
    </div>
  );
}

function StatusCell({ product }: { product: MyProduct }) {
  const isSold = product.status === "sold";
  const bookings = product.bookingCount ?? 0;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className={`badge ${isSold ? "badge-neutral" : "badge-success"}`}>
        {isSold ? "Sold" : "Available"}
      </span>
      {bookings > 0 ? (
        <span className="text-sm text-base-content/80">
          {bookings} {bookings === 1 ? "booking" : "bookings"}
        </span>
      ) : null}
    </div>
  );
}
