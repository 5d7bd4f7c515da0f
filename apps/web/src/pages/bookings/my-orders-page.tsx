import type { Order } from "@bechedaw/shared";
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

export default function MyOrdersPage() {
  const { user } = useSession();
  const orders = useMyOrders(user?.email ?? "");
  const cancel = useCancelBooking();
  const [toCancel, setToCancel] = useState<Order | null>(null);

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">My Orders</h1>
      {orders.isPending ? (
        <Spinner label="Loading your orders" />
      ) : orders.isError ? (
        <ErrorState
          title="Your orders could not be loaded."
          message={errorMessage(orders.error)}
          onRetry={() => void orders.refetch()}
        />
      ) : orders.data.length === 0 ? (
        <EmptyState
          title="You didn't book any products."
          icon={<ShoppingBag className="size-12" aria-hidden="true" />}
        >
          <Link to="/" className="btn btn-primary">
            Browse phones
          </Link>
        </EmptyState>
      ) : (
        <OrdersTable orders={orders.data} onCancel={setToCancel} />
      )}
      {/* Mounted only while open: one dialog on the page at a time. */}
      {toCancel ? (
        <ConfirmDialog
          isOpen
          title="Cancel this booking?"
          message={
            toCancel.status === "ended"
              ? `The seller sold "${toCancel.productName}" to someone else. This removes it from your orders.`
              : `Your booking of "${toCancel.productName}" will be cancelled and the seller will no longer see it.`
          }
          confirmLabel="Cancel booking"
          cancelLabel="Keep booking"
          isPending={cancel.isPending}
          onClose={() => setToCancel(null)}
          onConfirm={() => cancel.mutate(toCancel, { onSettled: () => setToCancel(null) })}
        />
      ) : null}
    </div>
  );
}
