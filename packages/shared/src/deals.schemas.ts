import { z } from "zod";
import { BOOKING_STATUSES, bangladeshMobileSchema } from "./bookings.schemas";
import { toAsciiDigits } from "./digits";
import { DEAL_MESSAGES } from "./deal.messages";
import { hasNoLink, isSafeText } from "./text";
import { ratingSchema } from "./rating.schemas";

/**
 * A deal's steps (docs/decisions/030-deals.md). `booked`: waiting for the seller; `accepted`: the
 * seller chose this buyer; `meetup`: a place and time agreed, the buyer holds the handover code;
 * `sold`: handed over through this deal; `cancelled`: one side cancelled before handover;
 * `ended`: the phone was sold to someone else, outside BecheDaw, or deleted.
 */
export const DEAL_STATUSES = BOOKING_STATUSES;
export const dealStatusSchema = z.enum(DEAL_STATUSES);
export type DealStatus = z.infer<typeof dealStatusSchema>;

/**
 * Why a deal `ended` (docs/decisions/030-deals.md, addendum): the phone was sold (to another
 * buyer, or outside BecheDaw), an admin rejected the listing, an admin banned the seller or the
 * buyer, or the seller or an admin deleted the listing. Null for deals that ended before the
 * reason was kept, and for every other status.
 */
export const DEAL_END_REASONS = [
  "phone-sold",
  "listing-rejected",
  "seller-banned",
  "buyer-banned",
  "listing-deleted",
] as const;
export type DealEndReason = (typeof DEAL_END_REASONS)[number];

/** The two sides of a deal. */
export const DEAL_SIDES = ["buyer", "seller"] as const;
export const dealSideSchema = z.enum(DEAL_SIDES);
export type DealSide = z.infer<typeof dealSideSchema>;

export const DEAL_LIMITS = {
  meetupPlace: 200,
  /** An ISO 8601 time with its offset ("2026-05-01T15:30:00.000+06:00" has 29 characters). */
  meetupTime: 40,
  /** How far ahead a meetup may be proposed. */
  meetupDaysAhead: 60,
  cancelReason: 300,
  message: 1000,
  /** Messages per user per minute. */
  messagesPerMinute: 10,
  messagesPageSize: 50,
  reviewComment: 500,
  reportReason: 500,
  reviewsPageSize: 20,
  /** Wrong handover codes before the handover locks. */
  handoverTries: 5,
  handoverCodeLength: 6,
} as const;

// The limit holds for the text as sent, before trimming, as the document says (and as every other
// text field of the API: see rejectListingBodySchema).
const safeText = (max: number, required: string, tooLong: string) =>
  z
    .string({ error: required })
    // The limit applies to the text as sent (limits-before-trim.test.ts), then spaces go.
    .max(max, tooLong)
    .trim()
    .min(1, required)
    .refine(isSafeText, DEAL_MESSAGES.textInvalid);

/** `POST /api/deals/:id/accept`: the seller's number, shown to the buyer once accepted. */
export const acceptDealSchema = z.object({ phone: bangladeshMobileSchema });
export type AcceptDealInput = z.input<typeof acceptDealSchema>;

/** `POST /api/deals/:id/meetup`: a place and a time (ISO 8601, in the future; checked again by the server). */
export const meetupProposalSchema = z.object({
  place: safeText(
    DEAL_LIMITS.meetupPlace,
    DEAL_MESSAGES.placeRequired,
    DEAL_MESSAGES.placeTooLong,
  ).refine(hasNoLink, DEAL_MESSAGES.textHasLink),
  at: z.iso
    .datetime({ offset: true, error: DEAL_MESSAGES.timeInvalid })
    .max(DEAL_LIMITS.meetupTime, DEAL_MESSAGES.timeInvalid),
});
export type MeetupProposalInput = z.input<typeof meetupProposalSchema>;

/** `POST /api/deals/:id/meetup/confirm`: the proposal's version, so a changed one is never confirmed unseen. */
export const confirmMeetupSchema = z.object({ version: z.number().int().min(1) });

/** `POST /api/deals/:id/cancel`. */
export const cancelDealSchema = z.object({
  reason: safeText(
    DEAL_LIMITS.cancelReason,
    DEAL_MESSAGES.cancelReasonRequired,
    DEAL_MESSAGES.cancelReasonTooLong,
  ).refine(hasNoLink, DEAL_MESSAGES.textHasLink),
});
export type CancelDealInput = z.input<typeof cancelDealSchema>;

/** `POST /api/deals/:id/handover`: six digits, Bangla digits and spaces accepted ("১২৩ ৪৫৬"). */
export const handoverCodeSchema = z.object({
  code: z
    .string({ error: DEAL_MESSAGES.codeInvalid })
    .max(20, DEAL_MESSAGES.codeInvalid)
    .transform((value) => toAsciiDigits(value).replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, DEAL_MESSAGES.codeInvalid)),
});
export type HandoverCodeInput = z.input<typeof handoverCodeSchema>;

/** `POST /api/deals/:id/messages`. */
export const dealMessageBodySchema = z.object({
  text: safeText(
    DEAL_LIMITS.message,
    DEAL_MESSAGES.messageRequired,
    DEAL_MESSAGES.messageTooLong,
  ).refine(hasNoLink, DEAL_MESSAGES.messageHasLink),
});
export type DealMessageInput = z.input<typeof dealMessageBodySchema>;

/** `POST /api/deals/:id/review`. */
export const reviewBodySchema = z.object({
  stars: z
    .number({ error: DEAL_MESSAGES.starsInvalid })
    .int(DEAL_MESSAGES.starsInvalid)
    .min(1, DEAL_MESSAGES.starsInvalid)
    .max(5, DEAL_MESSAGES.starsInvalid),
  comment: z
    .string()
    .max(DEAL_LIMITS.reviewComment, DEAL_MESSAGES.commentTooLong)
    .trim()
    .refine(isSafeText, DEAL_MESSAGES.textInvalid)
    .refine(hasNoLink, DEAL_MESSAGES.textHasLink)
    .default(""),
});
export type ReviewInput = z.input<typeof reviewBodySchema>;

/** `POST /api/messages/:id/report` and `POST /api/reviews/:id/report`. */
export const contentReportSchema = z
  .object({
    reason: z
      .string()
      .max(DEAL_LIMITS.reportReason, DEAL_MESSAGES.reportReasonTooLong)
      .trim()
      .refine(isSafeText, DEAL_MESSAGES.textInvalid)
      .optional(),
  })
  .nullish();

/** `PATCH /api/admin/deal-messages/:id` and `PATCH /api/admin/reviews/:id`. */
export const moderationActionSchema = z.object({ action: z.enum(["hide", "clear"]) });

// A user's rating lives in rating.schemas.ts: product cards carry it, and the home page's
// JavaScript must not pull in every deal schema with it.
export { ratingSchema, type Rating } from "./rating.schemas";

/** `GET /api/deals/:id`: one deal as its buyer, its seller or an admin sees it. */
export const dealSchema = z.object({
  _id: z.string(),
  status: dealStatusSchema,
  /** Who is asking: one of the sides, or an admin moderating. */
  viewer: z.enum(["buyer", "seller", "admin"]),
  product: z.object({
    _id: z.string(),
    name: z.string(),
    img: z.string(),
    /** The price when it was booked, in whole taka. */
    price: z.number().int(),
  }),
  buyer: z.object({ _id: z.string(), name: z.string() }),
  seller: z.object({ _id: z.string(), name: z.string(), rating: ratingSchema }),
  /** The district the buyer asked to meet in when booking. */
  userLocation: z.string(),
  bookedAt: z.string(),
  acceptedAt: z.string().nullable(),
  meetup: z
    .object({
      place: z.string(),
      at: z.string(),
      proposedBy: dealSideSchema,
      version: z.number().int(),
      /** Null while the other side has not confirmed it. */
      confirmedAt: z.string().nullable(),
    })
    .nullable(),
  /** The handover: the code only for the buyer once the meetup is agreed (and never after). */
  handover: z.object({
    code: z.string().nullable(),
    triesLeft: z.number().int(),
    locked: z.boolean(),
  }),
  /** The other side's phone number, only once the seller accepted (and for sides only). */
  contact: z.object({ phone: z.string(), whatsapp: z.string() }).nullable(),
  soldAt: z.string().nullable(),
  /** Why an `ended` deal ended; null otherwise (and for deals ended before it was kept). */
  endedReason: z.enum(DEAL_END_REASONS).nullable(),
  cancelled: z
    .object({ by: dealSideSchema, reason: z.string().nullable(), at: z.string() })
    .nullable(),
  /** The caller's review of the other side, and theirs of the caller (sides only, after a sale). */
  reviews: z.object({
    mine: z.object({ stars: z.number().int(), comment: z.string() }).nullable(),
    canReview: z.boolean(),
  }),
});
export type Deal = z.infer<typeof dealSchema>;

/** One message of a deal's thread. */
export const dealMessageSchema = z.object({
  _id: z.string(),
  from: dealSideSchema,
  authorName: z.string(),
  text: z.string(),
  date: z.string(),
  /** Asks for mobile money or an advance: delivered with a warning, and flagged to admins. */
  flagged: z.boolean(),
  /** Admins see hidden messages; the sides see "a message was removed". */
  hidden: z.boolean(),
});
export type DealMessage = z.infer<typeof dealMessageSchema>;

/** One review of a user, as anyone reads it. */
export const reviewSchema = z.object({
  _id: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  authorName: z.string(),
  /** Whether the author was the deal's buyer or its seller. */
  authorSide: dealSideSchema,
  date: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

/** The page cursor of a deal's thread, a user's reviews and the admins' moderation lists. */
export const dealPageQuerySchema = z.object({
  /** The `x-next-cursor` of the page before. */
  cursor: z.string().max(200).optional(),
});

export const dealMessageListSchema = z.array(dealMessageSchema);

/** `POST /api/deals/:id/messages`: the new message, and whether it was flagged (warn the writer). */
export const dealMessagePostedSchema = z.object({
  acknowledged: z.boolean(),
  insertedId: z.string(),
  flagged: z.boolean(),
});

export const reviewListSchema = z.array(reviewSchema);

/** `GET /api/admin/deal-messages`: a flagged or reported message, with its deal and reports. */
export const adminDealMessageSchema = z.object({
  _id: z.string(),
  dealId: z.string(),
  productName: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  from: dealSideSchema,
  text: z.string(),
  date: z.string(),
  flagged: z.boolean(),
  reportCount: z.number().int(),
  /** The reasons reporters gave (those who gave one). */
  reasons: z.array(z.string()),
});
export type AdminDealMessage = z.infer<typeof adminDealMessageSchema>;
export const adminDealMessageListSchema = z.array(adminDealMessageSchema);

/** `GET /api/admin/reviews`: a reported review, with who wrote it about whom and the reports. */
export const adminReviewSchema = z.object({
  _id: z.string(),
  dealId: z.string(),
  stars: z.number().int(),
  comment: z.string(),
  authorId: z.string(),
  authorName: z.string(),
  authorSide: dealSideSchema,
  subjectId: z.string(),
  subjectName: z.string(),
  date: z.string(),
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewListSchema = z.array(adminReviewSchema);
