import type { Product } from "@bechedaw/shared";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { Modal } from "@/components/ui/modal";
import { Spinner } from "@/components/ui/spinner";
import { useAccount } from "@/lib/account";
import { BookingForm, type BookingUser } from "./booking-form";
import { t } from "@/lib/i18n/i18n";

/** The booking modal, for one chosen phone and the signed-in buyer. */
export default function BookingModal(props: {
  product: Product;
  user: BookingUser;
  onClose: () => void;
}) {
  useCatalogPart("bookings");
  // The form starts with the phone and district of the buyer's profile (decision 028); without
  // them (or when they cannot be read) it starts empty, as before.
  const account = useAccount({ silent: true });
  const profile = account.data;
  return (
    <Modal
      isOpen
      onClose={props.onClose}
      title={t("bookings.modal.title", { name: props.product.name })}
    >
      {account.isPending && account.fetchStatus !== "idle" ? (
        <Spinner />
      ) : (
        <BookingForm
          product={props.product}
          user={props.user}
          profile={{ phone: profile?.phone ?? null, district: profile?.district ?? null }}
          onDone={props.onClose}
        />
      )}
    </Modal>
  );
}
