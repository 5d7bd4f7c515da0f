import { z } from "zod";
import { adminProductSchema } from "./products.schemas";
import { roleSchema } from "./auth.schemas";
import { REPORT_KINDS } from "./constants";

/** A user as the admin lists see one (`GET /api/users/allsellers`, `/allbuyers`). */
export const adminUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  verified: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

/** `PATCH /api/users/:id/role`: the only promotion there is. */
export const makeAdminBodySchema = z.object({
  role: z.literal("Admin", { error: 'role must be "Admin".' }),
});

/**
 * One report of a product: what kind of wrong, why (null when no reason was given) and when
 * (ISO 8601).
 */
export const productReportSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  reason: z.string().nullable(),
  date: z.string(),
});
export type ProductReport = z.infer<typeof productReportSchema>;

/** `GET /api/reportedProducts`: a product with its reports, newest report first. */
export const reportedProductSchema = adminProductSchema.extend({
  reportCount: z.number().int(),
  reports: z.array(productReportSchema),
});
export type ReportedProduct = z.infer<typeof reportedProductSchema>;
export const reportedProductListSchema = z.array(reportedProductSchema);

/**
 * What waits for an admin, counted (the admin's home): the review queue's listings (held,
 * flagged or reported, as many as the queue shows) and its held and reported parts, sellers'
 * verification requests, flagged or reported deal messages, reported reviews, and deals whose
 * handover locked after too many wrong codes.
 */
export const adminSummarySchema = z.object({
  listingsToReview: z.number().int(),
  heldListings: z.number().int(),
  reportedListings: z.number().int(),
  verificationRequests: z.number().int(),
  messagesToModerate: z.number().int(),
  reviewsToModerate: z.number().int(),
  lockedHandovers: z.number().int(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
