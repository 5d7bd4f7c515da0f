import type { DealStatus } from "@bechedaw/shared";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";

const BADGE_CLASS: Record<DealStatus, string> = {
  booked: "badge-info",
  accepted: "badge-primary",
  meetup: "badge-primary",
  sold: "badge-success",
  cancelled: "badge-error",
  ended: "badge-neutral",
};

/** Who reads the badge: the buyer and the seller see a step in their own words. */
export type BadgeReader = "buyer" | "seller" | "admin";

const LABELS: Record<BadgeReader, Record<DealStatus, MessageId>> = {
  buyer: {
    booked: "bookings.status.booked",
    accepted: "bookings.status.accepted",
    meetup: "bookings.status.meetup",
    sold: "bookings.status.soldToYou",
    cancelled: "bookings.status.cancelled",
    ended: "bookings.seller.ended",
  },
  seller: {
    booked: "bookings.seller.booked",
    accepted: "bookings.seller.accepted",
    meetup: "bookings.status.meetup",
    sold: "bookings.seller.soldToBuyer",
    cancelled: "bookings.status.cancelled",
    ended: "bookings.seller.ended",
  },
  admin: {
    booked: "bookings.status.booked",
    accepted: "bookings.seller.accepted",
    meetup: "bookings.status.meetup",
    sold: "bookings.status.sold",
    cancelled: "bookings.status.cancelled",
    ended: "bookings.seller.ended",
  },
};

/**
 * A booking's step (docs/decisions/030-deals.md) as its reader calls it; bookings from before
 * deals are `booked`, `sold` or `ended`, and read as they did.
 */
export function BookingStatusBadge(props: { status: DealStatus; reader: BadgeReader }) {
  return (
    <span className={`badge h-auto min-h-6 whitespace-normal ${BADGE_CLASS[props.status]}`}>
      {t(LABELS[props.reader][props.status])}
    </span>
  );
}
