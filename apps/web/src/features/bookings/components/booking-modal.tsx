import type { Product } from "@bechedaw/shared";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { Modal } from "@/components/ui/modal";
import { BookingForm, type BookingUser } from "./booking-form";
import { t } from "@/lib/i18n/i18n";

/** The booking modal of spec §2, for one chosen phone and the signed-in buyer. */
export default function BookingModal(props: {
  product: Product;
  user: BookingUser;
  onClose: () => void;
}) {
  useCatalogPart("bookings");
  return (
    <Modal
      isOpen
      onClose={props.onClose}
      title={t("bookings.modal.title", { name: props.product.name })}
    >
      <BookingForm product={props.product} user={props.user} onDone={props.onClose} />
    </Modal>
  );
}
