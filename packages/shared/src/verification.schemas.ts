import { z } from "zod";
import { isSafeName, isSafeText, posesAsSite } from "./text";
import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES as M } from "./verification.messages";

/**
 * A seller's verification tier, lowest first (decision 024): `email` their email address is
 * confirmed, `identity` an admin checked their NID (the green tick, `verified`), `shop` an admin
 * checked their trade licence too.
 */
export const SELLER_TIERS = ["none", "email", "identity", "shop"] as const;
export const sellerTierSchema = z.enum(SELLER_TIERS);
export type SellerTier = z.infer<typeof sellerTierSchema>;

/** What a request asks to be checked: the seller's identity (NID) or their shop (licence). */
export const verificationKindSchema = z.enum(["identity", "shop"]);
export type VerificationKind = z.infer<typeof verificationKindSchema>;

export const verificationStatusSchema = z.enum(["pending", "approved", "rejected"]);
export type VerificationStatus = z.infer<typeof verificationStatusSchema>;

const shopNameSchema = z
  .string({ error: M.shopNameRequired })
  .max(VERIFICATION_LIMITS.shopName, M.shopNameTooLong)
  .trim()
  .min(2, M.shopNameTooShort)
  .refine(isSafeName, M.shopNameInvalid)
  .refine((name) => !posesAsSite(name), M.shopNameReserved);

/**
 * `POST /api/verification`: the document's photos (private uploads of the caller, the front
 * first and optionally the back) and, for a shop, its name.
 */
export const verificationRequestBodySchema = z
  .object({
    kind: verificationKindSchema,
    photos: z
      .array(z.string().max(VERIFICATION_LIMITS.photoUrl, M.photoInvalid), {
        error: M.photosRequired,
      })
      .min(1, M.photosRequired)
      .max(2, M.photosTooMany)
      .refine((photos) => new Set(photos).size === photos.length, M.photoRepeated),
    shopName: shopNameSchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.kind === "shop" && body.shopName === undefined) {
      ctx.addIssue({ code: "custom", path: ["shopName"], message: M.shopNameRequired });
    }
    if (body.kind === "identity" && body.shopName !== undefined) {
      ctx.addIssue({ code: "custom", path: ["shopName"], message: M.shopNameNotForIdentity });
    }
  });
export type VerificationRequestBody = z.infer<typeof verificationRequestBodySchema>;

/** One of the seller's own requests: what became of it (a rejection says why). */
export const ownVerificationRequestSchema = z.object({
  id: z.string(),
  kind: verificationKindSchema,
  status: verificationStatusSchema,
  shopName: z.string().nullable(),
  /** Why an admin rejected it; null unless rejected. */
  reason: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OwnVerificationRequest = z.infer<typeof ownVerificationRequestSchema>;

/** `GET /api/verification`: the caller's tier and their requests, newest first. */
export const verificationStateSchema = z.object({
  tier: sellerTierSchema,
  /** Whether the email address is confirmed (a higher tier may have been reached without it). */
  emailVerified: z.boolean(),
  shopName: z.string().nullable(),
  requests: z.array(ownVerificationRequestSchema),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

/** `POST /api/verification`: the new pending request. */
export const verificationCreatedSchema = z.object({
  acknowledged: z.literal(true),
  insertedId: z.string(),
});

/** `GET /api/admin/verification-requests`: a pending request with its seller and photos. */
export const pendingVerificationRequestSchema = z.object({
  id: z.string(),
  kind: verificationKindSchema,
  shopName: z.string().nullable(),
  /** ISO 8601: when the seller sent it. */
  createdAt: z.string(),
  /** Private photo addresses: only admins and the seller can open them. */
  photos: z.array(z.string()),
  seller: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    /** ISO 8601. */
    memberSince: z.string(),
    tier: sellerTierSchema,
  }),
});
export type PendingVerificationRequest = z.infer<typeof pendingVerificationRequestSchema>;
export const pendingVerificationRequestListSchema = z.array(pendingVerificationRequestSchema);

export const verificationRequestsQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
});

/** `POST /api/admin/verification-requests/:id/decision`: a rejection says why. */
export const verificationDecisionBodySchema = z
  .object({
    approve: z.boolean(),
    reason: z
      .string()
      .max(VERIFICATION_LIMITS.reason, M.reasonTooLong)
      .trim()
      .refine(isSafeText, M.reasonInvalid)
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.approve && !body.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: M.reasonRequired });
    }
  });
export type VerificationDecisionBody = z.infer<typeof verificationDecisionBodySchema>;

export const verificationDecisionResponseSchema = z.object({
  acknowledged: z.literal(true),
  status: verificationStatusSchema.exclude(["pending"]),
});
