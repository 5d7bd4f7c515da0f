import { z } from "zod";
import { REPORT_KINDS, TEXT_LIMITS } from "./constants";
import { privatePassportSchema } from "./passport.schemas";
import { adminProductSchema, productStatusSchema } from "./products.schemas";
import { REVIEW_MESSAGES } from "./review.messages";
import { isSafeText } from "./text";

/**
 * The admin's review queue and decisions (docs/decisions/023-listing-review.md): held listings,
 * listings the server flagged, reported listings; approve, reject with a reason, ban a seller.
 */

/** `GET /api/admin/review?only=&cursor=`: everything that needs an admin, or one part of it. */
export const reviewQueueQuerySchema = z.object({
  /** `held`: waiting to be published; `flagged`: a signal not reviewed yet; `reported`: reports. */
  only: z.enum(["held", "flagged", "reported"]).optional(),
  cursor: z.string().max(200).optional(),
});
export type ReviewQueueQuery = z.infer<typeof reviewQueueQuerySchema>;

/** `reused-photo`: each photo of the listing that other sellers' listings show (decision 021). */
const reusedPhotoDetailsSchema = z.object({
  photos: z.array(
    z.object({
      imageId: z.string(),
      copies: z.array(
        z.object({
          imageId: z.string(),
          sellerId: z.string(),
          productIds: z.array(z.string()),
          /** Bits between the two photos' hashes (0: the same picture to the hash). */
          distance: z.number().int(),
        }),
      ),
    }),
  ),
});

/** A listing that has one of this listing's IMEIs. */
/**
 * A matched listing's status: a listing deleted by its seller or an admin is kept, and named, when
 * it has history (a stolen report, deals, flags: docs/decisions/039-history-kept.md).
 */
export const matchStatusSchema = z.enum([...productStatusSchema.options, "deleted"]);
export type MatchStatus = z.infer<typeof matchStatusSchema>;

export const sameImeiMatchSchema = z.object({
  productId: z.string(),
  sellerId: z.string(),
  status: matchStatusSchema,
  /** The IMEI both listings have (in full: only admins read flags). */
  imei: z.string(),
  /** Someone reported that listing as a stolen phone. */
  reportedStolen: z.boolean(),
});
export type SameImeiMatch = z.infer<typeof sameImeiMatchSchema>;

/**
 * `same-imei`: other listings with one of this listing's IMEIs: other sellers' available or held
 * ones, and any reported stolen (the seller's own too).
 */
const sameImeiDetailsSchema = z.object({ matches: z.array(sameImeiMatchSchema) });

/** `low-price`: the price against its model's median of the last 90 days (decision 022). */
const lowPriceDetailsSchema = z.object({
  price: z.number().int(),
  median: z.number().int(),
  /** price ÷ median, rounded to two decimals (under 0.6 to be flagged). */
  ratio: z.number(),
});

/** A listing's texts that a buyer reads. */
export const LISTING_TEXTS = ["name", "colour", "description"] as const;
export type ListingText = (typeof LISTING_TEXTS)[number];

/** `asks-advance`: which of the listing's texts ask for an advance or mobile money. */
const asksAdvanceDetailsSchema = z.object({ fields: z.array(z.enum(LISTING_TEXTS)) });

const flagTimes = {
  /** When the listing first raised the signal (ISO 8601). */
  raisedAt: z.string(),
  /** When a save of the listing last found it (ISO 8601). */
  foundAt: z.string(),
  /** When an admin approved or rejected the listing with the signal as it is; null: not yet. */
  reviewedAt: z.string().nullable(),
};

/** A fraud signal on a listing, with what an admin needs to judge it. */
export const reviewFlagSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("reused-photo"), details: reusedPhotoDetailsSchema, ...flagTimes }),
  z.object({ kind: z.literal("same-imei"), details: sameImeiDetailsSchema, ...flagTimes }),
  z.object({ kind: z.literal("low-price"), details: lowPriceDetailsSchema, ...flagTimes }),
  z.object({ kind: z.literal("asks-advance"), details: asksAdvanceDetailsSchema, ...flagTimes }),
]);
export type ReviewFlag = z.infer<typeof reviewFlagSchema>;

/** A report of the listing as the queue shows it: never who made it. */
export const reviewReportSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  reason: z.string().nullable(),
  /** When it was made (ISO 8601). */
  date: z.string(),
});
export type ReviewReport = z.infer<typeof reviewReportSchema>;

/**
 * One listing in the review queue: the usual product shape, its whole passport (full IMEIs,
 * the private proofs' addresses, which `GET /api/images/private/:file` serves to admins), every
 * flag (reviewed ones too, marked), its reports newest first, and whether its seller is banned.
 */
export const reviewItemSchema = adminProductSchema.extend({
  /** Why an admin rejected it, when it is `rejected`. */
  rejectionReason: z.string().nullable(),
  /** Null for a listing made before passports. */
  privatePassport: privatePassportSchema.nullable(),
  flags: z.array(reviewFlagSchema),
  reports: z.array(reviewReportSchema),
  sellerBanned: z.boolean(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;
/** A page of the queue, newest listing first; the next page's cursor is in `X-Next-Cursor`. */
export const reviewQueueSchema = z.array(reviewItemSchema);

/** `POST /api/admin/review/:id/reject`: why, in words the seller reads (1–500 characters). */
export const rejectListingBodySchema = z.object({
  reason: z
    .string({ error: REVIEW_MESSAGES.rejectionReasonRequired })
    .max(TEXT_LIMITS.rejectionReason, REVIEW_MESSAGES.rejectionReasonTooLong)
    .trim()
    .min(1, REVIEW_MESSAGES.rejectionReasonRequired)
    .refine(isSafeText, REVIEW_MESSAGES.rejectionReasonInvalid),
});
export type RejectListingBody = z.input<typeof rejectListingBodySchema>;

/** What an approval or a rejection changed. */
export const reviewDecisionResponseSchema = z.object({
  acknowledged: z.boolean(),
  /** The listing's status now (`available` after approving a held or rejected one). */
  status: productStatusSchema,
  /** Flags marked reviewed now (already reviewed ones are not counted). */
  flagsReviewed: z.number().int(),
  /** Reports dismissed (deleted; the listing can be reported again). */
  reportsDismissed: z.number().int(),
});
export type ReviewDecisionResponse = z.infer<typeof reviewDecisionResponseSchema>;

/** `POST /api/admin/users/:id/ban`: what the ban changed. */
export const banResponseSchema = z.object({
  acknowledged: z.boolean(),
  /** When the user was banned (ISO 8601); the first ban's time when already banned. */
  bannedAt: z.string(),
  /** 0 when the user was banned already. */
  modifiedCount: z.number().int(),
  /** Sessions ended (the user is signed out everywhere). */
  sessionsDeleted: z.number().int(),
  /** Their available and sold listings, which no public answer shows any more. */
  listingsHidden: z.number().int(),
  /** Open deals of their phones the ban ended (their buyers told; decision 030's addendum). */
  openBookings: z.number().int(),
});
export type BanResponse = z.infer<typeof banResponseSchema>;

/** `POST /api/admin/users/:id/unban`: what the unban restored. */
export const unbanResponseSchema = z.object({
  acknowledged: z.boolean(),
  /** 0 when the user was not banned. */
  modifiedCount: z.number().int(),
  /** Their available and sold listings, public again (held and rejected ones stay hidden). */
  listingsRestored: z.number().int(),
});
export type UnbanResponse = z.infer<typeof unbanResponseSchema>;
