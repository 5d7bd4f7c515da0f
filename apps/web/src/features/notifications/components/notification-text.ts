import { INTL_LOCALE } from "@bechedaw/shared/locale";
import type { Notification, NotificationKind } from "@bechedaw/shared";
import type { MessageId } from "@/lib/i18n/catalog";
import { activeLocale, t } from "@/lib/i18n/i18n";

const TEXT: Record<NotificationKind, MessageId> = {
  "booking-created": "notifications.kind.booking-created",
  "booking-cancelled": "notifications.kind.booking-cancelled",
  "listing-approved": "notifications.kind.listing-approved",
  "listing-rejected": "notifications.kind.listing-rejected",
  "listing-reported": "notifications.kind.listing-reported",
  "booked-phone-sold": "notifications.kind.booked-phone-sold",
  "booked-phone-deleted": "notifications.kind.booked-phone-deleted",
  "listing-awaits-review": "notifications.kind.listing-awaits-review",
  "listing-third-report": "notifications.kind.listing-third-report",
  "deal-accepted": "notifications.kind.deal-accepted",
  "meetup-proposed": "notifications.kind.meetup-proposed",
  "meetup-confirmed": "notifications.kind.meetup-confirmed",
  "deal-cancelled": "notifications.kind.deal-cancelled",
  "handover-locked": "notifications.kind.handover-locked",
  "deal-message": "notifications.kind.deal-message",
  "review-received": "notifications.kind.review-received",
  "deal-ended": "notifications.kind.deal-ended",
  "favourite-price-dropped": "notifications.kind.favourite-price-dropped",
  "favourite-sold": "notifications.kind.favourite-sold",
  "saved-search-match": "notifications.kind.saved-search-match",
};

/** What a notification says, in the reader's language. */
export function notificationText(item: Notification): string {
  return t(TEXT[item.kind], { phone: item.productName, reason: item.reason ?? "" });
}

/** The label of a kind's email switch. */
export const EMAIL_SWITCH_LABEL: Record<NotificationKind, MessageId> = {
  "booking-created": "notifications.email.booking-created",
  "booking-cancelled": "notifications.email.booking-cancelled",
  "listing-approved": "notifications.email.listing-approved",
  "listing-rejected": "notifications.email.listing-rejected",
  "listing-reported": "notifications.email.listing-reported",
  "booked-phone-sold": "notifications.email.booked-phone-sold",
  "booked-phone-deleted": "notifications.email.booked-phone-deleted",
  "listing-awaits-review": "notifications.email.listing-awaits-review",
  "listing-third-report": "notifications.email.listing-third-report",
  "deal-accepted": "notifications.email.deal-accepted",
  "meetup-proposed": "notifications.email.meetup-proposed",
  "meetup-confirmed": "notifications.email.meetup-confirmed",
  "deal-cancelled": "notifications.email.deal-cancelled",
  "handover-locked": "notifications.email.handover-locked",
  "deal-message": "notifications.email.deal-message",
  "review-received": "notifications.email.review-received",
  "deal-ended": "notifications.email.deal-ended",
  "favourite-price-dropped": "notifications.email.favourite-price-dropped",
  "favourite-sold": "notifications.email.favourite-sold",
  "saved-search-match": "notifications.email.saved-search-match",
};

/**
 * When it happened, day and time, in Bangladesh time and the reader's digits; in Bangla on a
 * 24-hour clock (Intl writes "AM" and "PM" in Latin letters there).
 */
export function formatWhen(iso: string): string {
  const locale = activeLocale();
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Dhaka",
    hour12: locale === "en",
  }).format(new Date(iso));
}
