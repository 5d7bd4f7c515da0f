import type { Product } from "@bechedaw/shared";
import { Modal } from "@/components/ui/modal";
import { BookingForm, type BookingUser } from "./booking-form";

/** The booking modal of spec §2, for one chosen phone and the signed-in buyer. */
export default function BookingModal(props: {
  product: Product;
  user: BookingUser;
  onClose: () => void;
}) {
  return (
    <Modal isOpen onClose={props.onClose} title={`Book ${props.product.name}`}>
      <BookingForm product={props.product} user={props.user} onDone={props.onClose} />
    </Modal>
  );
}
