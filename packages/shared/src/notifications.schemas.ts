import { z } from "zod";

/**
 * What a notification is about (docs/decisions/029-notifications.md). Sellers hear of
 * bookings and of their listings' review and reports; buyers of the phone they booked being sold
 * to someone else or deleted, and of a phone they saved getting cheaper or sold; admins of listings waiting for review and of a third report.
 */
export const NOTIFICATION_KINDS = [
  "booking-created",
  "booking-cancelled",
  "listing-approved",
  "listing-rejected",
  "listing-reported",
  "booked-phone-sold",
  "booked-phone-deleted",
  "listing-awaits-review",
  "listing-third-report",
  "deal-accepted",
  "meetup-proposed",
  "meetup-confirmed",
  "deal-cancelled",
  "handover-locked",
  "deal-message",
  "review-received",
  "deal-ended",
  "favourite-price-dropped",
  "favourite-sold",
  "saved-search-match",
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The kinds only admins receive (their email switches are shown to admins only). */
export const ADMIN_NOTIFICATION_KINDS: readonly NotificationKind[] = [
  "listing-awaits-review",
  "listing-third-report",
];

/** How many notifications a page of the list holds. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * Where a notification leads in the web app: the page of what it is about; a deal's page for the
 * deal kinds (My Orders or My Products when the deal is gone); the saved search's results for a
 * saved search's match (`searchPath`).
 */
export function notificationLink(
  kind: NotificationKind,
  productId: string | null,
  dealId: string | null = null,
  searchPath: string | null = null,
): string {
  switch (kind) {
    case "saved-search-match":
      return searchPath ?? "/dashboard/saved-searches";
    case "deal-accepted":
    case "meetup-proposed":
    case "meetup-confirmed":
    case "deal-cancelled":
    case "handover-locked":
    case "deal-message":
    case "review-received":
    case "deal-ended":
      return dealId ? `/dashboard/deals/${dealId}` : "/dashboard/my-orders";
    // The seller's side of a deal: its page, where it is accepted or its end is shown.
    case "booking-created":
    case "booking-cancelled":
      return dealId ? `/dashboard/deals/${dealId}` : "/dashboard/my-products";
    case "listing-rejected":
      return "/dashboard/my-products";
    case "favourite-price-dropped":
    case "favourite-sold":
      return productId ? `/phones/${productId}` : "/dashboard/favourites";
    case "listing-approved":
    case "listing-reported":
      return productId ? `/phones/${productId}` : "/dashboard/my-products";
    case "booked-phone-sold":
    case "booked-phone-deleted":
      return "/dashboard/my-orders";
    case "listing-awaits-review":
      return "/dashboard/review";
    case "listing-third-report":
      return "/dashboard/reported-products";
  }
}

/** One notification, as its recipient reads it; the web app words it from `kind` and values. */
export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The listing it is about; null once that listing is deleted, or for none. */
  productId: z.string().nullable(),
  /** The listing's name when the notification was made (kept after a deletion). */
  productName: z.string(),
  /**
   * A rejection's reason, or a report's; for `saved-search-match`, the saved search's name;
   * null for other kinds.
   */
  reason: z.string().nullable(),
  /** The deal it is about (the deal kinds); null for other kinds. */
  dealId: z.string().nullable(),
  /** A path in the web app (`/phones/…`, `/dashboard/…`). */
  link: z.string(),
  createdAt: z.string(),
  /** When its recipient opened it; null while unread. */
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.array(notificationSchema);

export const notificationsQuerySchema = z.object({
  /** The `x-next-cursor` of the page before. */
  cursor: z.string().max(200).optional(),
});

export const unreadCountSchema = z.object({ count: z.number().int().nonnegative() });

/** Per kind: whether its notifications also come by email (on unless turned off). */
export const emailSwitchesSchema = z.object(
  Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
);
export type EmailSwitches = z.infer<typeof emailSwitchesSchema>;

/** Changes to the switches: any of the kinds, nothing else. */
export const emailSwitchesBodySchema = emailSwitchesSchema
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: "Name at least one kind." });
