import type { ProductBooking } from "@bechedaw/shared";
import { Phone } from "lucide-react";
import { Link } from "react-router";
import { BookingStatusBadge } from "./booking-status-badge";
import { formatMediumDate, formatTaka } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { locationLabel } from "@/lib/i18n/labels";

/**
 * The buyers who booked one phone, each linking to its deal; presentational, so it renders from
 * props alone. A buyer's number shows only once the seller accepted their deal; their email
 * address never (the deal's thread is how the two talk).
 */
export function ProductBookingsList(props: { bookings: ProductBooking[] }) {
  return (
    <ul className="space-y-3" aria-label={t("bookings.seller.list")}>
      {props.bookings.map((booking) => (
        <li key={booking._id} className="rounded-box border border-base-300 bg-base-100 p-4">
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
            <p className="min-w-0 font-semibold wrap-anywhere">{booking.buyerName}</p>
            <BookingStatusBadge status={booking.status} reader="seller" />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
            <dt className="font-medium text-base-content/80">{t("bookings.seller.phone")}</dt>
            <dd>
              {booking.userPhone === null ? (
                <span className="text-base-content/70">
                  {t("bookings.seller.phoneAfterAccept")}
                </span>
              ) : (
                <a
                  className="link inline-flex items-center gap-1"
                  href={`tel:${booking.userPhone}`}
                >
                  <Phone className="size-4 shrink-0" aria-hidden="true" />
                  {booking.userPhone}
                </a>
              )}
            </dd>
            <dt className="font-medium text-base-content/80">
              {t("bookings.seller.meetingPlace")}
            </dt>
            <dd>{locationLabel(booking.userLocation)}</dd>
            <dt className="font-medium text-base-content/80">{t("bookings.seller.price")}</dt>
            <dd className="font-semibold">{formatTaka(booking.price)}</dd>
            <dt className="font-medium text-base-content/80">{t("bookings.seller.bookedOn")}</dt>
            <dd>{formatMediumDate(booking.date)}</dd>
          </dl>
          <Link
            to={`/dashboard/deals/${booking._id}`}
            className="btn btn-sm btn-primary mt-3 w-full sm:w-auto"
            aria-label={t("bookings.seller.openDealOf", { name: booking.buyerName })}
          >
            {t("bookings.seller.openDeal")}
          </Link>
        </li>
      ))}
    </ul>
  );
}
