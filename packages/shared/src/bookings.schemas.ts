import { z } from "zod";
import { LOCATIONS, TEXT_LIMITS } from "./constants";
import { toAsciiDigits } from "./digits";
import { BOOKING_MESSAGES } from "./messages";

/**
 * `01XXXXXXXXX` or `+8801XXXXXXXXX` (operator digit 3–9), once spaces and dashes are gone.
 * The prefix is `88`, not `880`: "+880 1712…" already drops the trunk 0, so "+88" + "017…" is how
 * the number is written.
 */
export const BD_MOBILE_PATTERN = /^(?:\+?88)?01[3-9]\d{8}$/;

/** Accepts "017-1234 5678" and "০১৭১২৩৪৫৬৭৮" as typed and yields "01712345678". */
export const bangladeshMobileSchema = z
  .string({ error: BOOKING_MESSAGES.phoneRequired })
  .max(TEXT_LIMITS.phone, BOOKING_MESSAGES.phoneTooLong)
  .transform((value) => toAsciiDigits(value).replace(/[\s-]/g, ""))
  .pipe(
    z
      .string()
      .min(1, BOOKING_MESSAGES.phoneRequired)
      .regex(BD_MOBILE_PATTERN, BOOKING_MESSAGES.phoneInvalid),
  );

/**
 * `POST /api/bookedproducts`. The buyer, price and product details come from the server, never
 * from this body.
 */
export const createBookingSchema = z.object({
  productId: z.string().max(100).trim().min(1),
  userLocation: z.enum(LOCATIONS, { error: BOOKING_MESSAGES.locationRequired }),
  userPhone: bangladeshMobileSchema,
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;
export type CreateBookingBody = z.output<typeof createBookingSchema>;

/**
 * A booking's state: its deal's step (docs/decisions/030-deals.md). `booked` while waiting for
 * the seller, `accepted` and `meetup` on the way, `sold` when handed over to this booking's buyer,
 * `cancelled` by one side, `ended` when the phone went to someone else (or outside the site).
 */
export const BOOKING_STATUSES = [
  "booked",
  "accepted",
  "meetup",
  "sold",
  "cancelled",
  "ended",
] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

/** One of the caller's own bookings in `GET /api/myorders`, newest first. */
export const orderSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  /** The product's photo URL. */
  productImg: z.string(),
  productName: z.string(),
  /** The price when it was booked, in whole taka. */
  productPrice: z.number().int(),
  userLocation: z.enum(LOCATIONS),
  userPhone: z.string(),
  status: bookingStatusSchema,
  /** When it was booked, ISO 8601. */
  date: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** One booking of a phone in `GET /api/products/:id/bookings` (its seller's view). */
export const productBookingSchema = z.object({
  _id: z.string(),
  /** The buyer's name only: their email address is theirs; the deal's thread is how to talk. */
  buyerName: z.string(),
  /** The buyer's number: null until the seller accepted this deal (docs/decisions/030-deals.md). */
  userPhone: z.string().nullable(),
  /** Where the buyer wants to meet. */
  userLocation: z.enum(LOCATIONS),
  /** The price when it was booked, in whole taka. */
  price: z.number().int(),
  status: bookingStatusSchema,
  /** When it was booked, ISO 8601. */
  date: z.string(),
});
export type ProductBooking = z.infer<typeof productBookingSchema>;

/**
 * `PATCH /api/products/:id/sold`. With `bookingId` the phone is sold to that booking's buyer;
 * without it (no body, `{}` or `null`) it was sold outside the site and every booking ends.
 */
export const markSoldBodySchema = z
  .object({ bookingId: z.string().max(100).trim().min(1).optional() })
  .nullish();
export type MarkSoldInput = z.input<typeof markSoldBodySchema>;

/** The server's refusals around bookings, for tests and for the web app's toasts. */
export const BOOKING_ERRORS = {
  productSold: "This phone has already been sold.",
  alreadyMarkedSold: "This phone is already sold.",
  ownPhone: "You cannot book your own phone.",
  cannotCancelSold: "This phone was sold to you; the booking cannot be cancelled.",
  unknownProduct: "No product with this id.",
  unknownBooking: "No booking with this id.",
  handoverCodeRequired:
    "Selling to a buyer is done with their handover code, in the deal. Without a booking, mark it sold outside BecheDaw.",
} as const;
