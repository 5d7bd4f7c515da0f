import type { BookingStatus } from "@bechedaw/shared";

const BADGE_CLASS: Record<BookingStatus, string> = {
  booked: "badge-info",
  accepted: "badge-primary",
  meetup: "badge-primary",
  sold: "badge-success",
  cancelled: "badge-neutral",
  ended: "badge-neutral",
};

/** A booking's status in words chosen by the caller: the buyer and the seller see it differently. */
export function BookingStatusBadge(props: {
  status: BookingStatus;
  labels: Record<BookingStatus, string>;
}) {
  return (
    <span className={`badge h-auto min-h-6 whitespace-normal ${BADGE_CLASS[props.status]}`}>
      {props.labels[props.status]}
    </span>
  );
}
