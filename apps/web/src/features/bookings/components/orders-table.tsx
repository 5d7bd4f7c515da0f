import type { Order } from "@bechedaw/shared";
import { MapPin } from "lucide-react";
import { Link } from "react-router";
import { ProductThumbnail } from "@/components/ui/product-thumbnail";
import { ResponsiveTable, type TableColumn } from "@/components/ui/responsive-table";
import { BookingStatusBadge } from "./booking-status-badge";
import { t } from "@/lib/i18n/i18n";
import { formatTaka } from "@/lib/i18n/format";
import { locationLabel } from "@/lib/i18n/labels";

/** The buyer's bookings; presentational, so it renders from props alone. */
export function OrdersTable(props: { orders: Order[]; onCancel: (order: Order) => void }) {
  const columns: TableColumn<Order>[] = [
    {
      header: t("bookings.orders.product"),
      isCardTitle: true,
      cell: (order) => <ProductThumbnail img={order.productImg} name={order.productName} />,
    },
    {
      header: t("bookings.orders.price"),
      cell: (order) => <span className="font-semibold">{formatTaka(order.productPrice)}</span>,
    },
    {
      header: t("bookings.orders.location"),
      cell: (order) => (
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4 shrink-0 text-secondary" aria-hidden="true" />
          {locationLabel(order.userLocation)}
        </span>
      ),
    },
    {
      header: t("bookings.orders.status"),
      cell: (order) => (
        <div className="flex flex-col items-start gap-2">
          <BookingStatusBadge status={order.status} reader="buyer" />
          <Link
            to={`/dashboard/deals/${encodeURIComponent(order._id)}`}
            className="btn btn-sm btn-primary"
            aria-label={t("bookings.orders.openDealOf", { name: order.productName })}
          >
            {t("bookings.orders.openDeal")}
          </Link>
        </div>
      ),
    },
    {
      header: t("bookings.orders.delete"),
      cell: (order) => <CancelButton order={order} onCancel={props.onCancel} />,
    },
  ];
  return (
    <ResponsiveTable
      caption={t("bookings.orders.caption")}
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
        aria-label={t("bookings.orders.deleteOf", { name: order.productName })}
        onClick={() => onCancel(order)}
      >
        {t("bookings.orders.delete")}
      </button>
      {isSold ? (
        <p className="max-w-48 text-xs text-base-content/80">{t("bookings.orders.soldHint")}</p>
      ) : null}
    </div>
  );
}
