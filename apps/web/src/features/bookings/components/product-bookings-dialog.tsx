import { Inbox } from "lucide-react";
import { ErrorState } from "@/components/ui/error-state";
import { Modal } from "@/components/ui/modal";
import { errorMessage } from "@/lib/error-message";
import { useProductBookings } from "@/features/bookings/api/product-bookings";
import { ProductBookingsList } from "./product-bookings-list";
import { t } from "@/lib/i18n/i18n";

/** The bookings of one of the seller's phones, each linking to its deal. */
export function ProductBookingsDialog(props: {
  product: { _id: string; name: string };
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen
      onClose={props.onClose}
      title={t("bookings.seller.title", { name: props.product.name })}
    >
      <BookingsContent productId={props.product._id} />
      <div className="modal-action">
        <button type="button" className="btn" onClick={props.onClose}>
          {t("bookings.seller.close")}
        </button>
      </div>
    </Modal>
  );
}

function BookingsContent(props: { productId: string }) {
  const bookings = useProductBookings(props.productId);
  if (bookings.isPending) {
    return (
      <div role="status" className="flex justify-center py-8">
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
        <span className="sr-only">{t("bookings.seller.loading")}</span>
      </div>
    );
  }
  if (bookings.isError) {
    return (
      <ErrorState
        title={t("bookings.seller.failed")}
        message={errorMessage(bookings.error)}
        onRetry={() => void bookings.refetch()}
      />
    );
  }
  if (bookings.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 py-8 text-center">
        <Inbox className="size-10 text-base-content/60" aria-hidden="true" />
        <p>{t("bookings.seller.empty")}</p>
      </div>
    );
  }
  return <ProductBookingsList bookings={bookings.data} />;
}
