import type { Order } from "@bechedaw/shared";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { ShoppingBag } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { ConfirmDialog } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { useSession } from "@/lib/session";
import { useCancelBooking, useMyOrders } from "@/features/bookings/api/my-orders";
import { OrdersTable } from "@/features/bookings/components/orders-table";
import { t } from "@/lib/i18n/i18n";

export default function MyOrdersPage() {
  useCatalogPart("bookings");
  const { user } = useSession();
  const orders = useMyOrders(user?.email ?? "");
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<Order | null>(null);

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("bookings.orders.title")}</h1>
      {orders.isPending ? (
        <Spinner label={t("bookings.orders.loading")} />
      ) : orders.isError ? (
        <ErrorState
          title={t("bookings.orders.failed")}
          message={errorMessage(orders.error)}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.length === 0 ? (
        <EmptyState
          title={t("bookings.orders.empty")}
          icon={<ShoppingBag className="size-12" aria-hidden="true" />}
        >
          <Link to="/" className="btn btn-primary">
            {t("bookings.orders.browse")}
          </Link>
        </EmptyState>
      ) : (
        <OrdersTable orders={orders.data} onCancel={setToCancel} />
      )}
      {/* Mounted only while open: one dialog on the page at a time. */}
      {toCancel ? (
        <ConfirmDialog
          isOpen
          title={t("bookings.cancel.title")}
          message={
            toCancel.status === "ended"
              ? t("bookings.cancel.ended", { name: toCancel.productName })
              : t("bookings.cancel.booked", { name: toCancel.productName })
          }
          confirmLabel={t("bookings.cancel.confirm")}
          cancelLabel={t("bookings.cancel.keep")}
          isPending={cancel.isPending}
          onClose={() => setToCancel(null)}
          onConfirm={() => cancel.mutate(toCancel, { onSettled: () => setToCancel(null) })}
        />
      ) : null}
    </div>
  );
}
