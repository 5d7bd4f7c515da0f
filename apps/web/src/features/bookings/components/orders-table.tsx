import { formatTaka, type BookingStatus, type Order } from "@bechedaw/shared";
import { MapPin } from "lucide-react";
import { ProductThumbnail } from "@/components/ui/product-thumbnail";
import { ResponsiveTable, type TableColumn } from "@/components/ui/responsive-table";
import { BookingStatusBadge } from "./booking-status-badge";

const ORDER_STATUS_LABELS: Record<BookingStatus, string> = {
  booked: "Booked",
  sold: "Sold to you",
  ended: "Ended by the seller",
};

export const SOLD_ORDER_HINT = "This phone was sold to you, so the booking can't be cancelled.";

/** The buyer's bookings; presentational, so it renders from props alone. */
export function OrdersTable(props: { orders: Order[]; onCancel: (order: Order) => void }) {
  const columns: TableColumn<Order>[] = [
    {
      header: "Product",
      isCardTitle: true,
      cell: (order) => <ProductThumbnail img={order.productImg} name={order.productName} />,
    },
    {
      header: "Price",
      cell: (order) => <span className="font-semibold">{formatTaka(order.productPrice)}</span>,
    },
    {
      header: "Location",
      cell: (order) => (
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4 shrink-0 text-secondary" aria-hidden="true" />
          {order.userLocation}
        </span>
      ),
    },
    {
      header: "Status",
      cell: (order) => <BookingStatusBadge status={order.status} labels={ORDER_STATUS_LABELS} />,
    },
    { header: "Delete", cell: (order) => <CancelButton order={order} onCancel={props.onCancel} /> },
  ];
  return (
    <ResponsiveTable
      caption="Your orders"
      columns={columns}
      rows={props.orders}
      rowKey={(order) => order._id}
    />
  );
}

function CancelButton({ order, onCancel }: { order: Order; onCancel: (order: Order) => void }) {
  const isSold = order.status === "sold";
  return (
    <div className="flex flex-col items-start gap-1">
      <button
        type="button"
        className="btn btn-sm btn-error btn-outline"
        disabled={isSold}
        aria-label={`Delete the booking of ${order.productName}`}
        onClick={() => onCancel(order)}
      >
        Delete
      </button>
      {isSold ? <p className="max-w-48 text-xs text-base-content/80">{SOLD_ORDER_HINT}</p> : null}
    </div>
  );
}
