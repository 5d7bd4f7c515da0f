import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth/auth.tables";
import { images } from "../images/images.tables";

/**
 * A seller's request to have their identity (NID) or their shop (trade licence) checked by an
 * admin (docs/decisions/024-seller-tiers.md). The document's photos are held only while the
 * request is pending; the decision deletes them and keeps the outcome.
 */
export const verificationRequests = pgTable(
  "verification_requests",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("pending"),
    shopName: text("shop_name"),
    // A photo deleted with its owner takes the request with it (both go with the user).
    photoId: uuid("photo_id").references(() => images.id, { onDelete: "cascade" }),
    secondPhotoId: uuid("second_photo_id").references(() => images.id, { onDelete: "cascade" }),
    /** Why an admin rejected it; the seller sees it. */
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    // An admin deleted later leaves the decision standing, without their name.
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    // One pending request of each kind per seller.
    uniqueIndex("verification_requests_pending_idx")
      .on(t.userId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    // The admin's queue: pending requests, oldest first.
    index("verification_requests_queue_idx")
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index("verification_requests_user_idx").on(t.userId, t.createdAt),
    index("verification_requests_photo_idx").on(t.photoId),
    index("verification_requests_second_photo_idx").on(t.secondPhotoId),
    index("verification_requests_decided_by_idx").on(t.decidedBy),
    check("verification_requests_kind_check", sql`${t.kind} IN ('identity', 'shop')`),
    check(
      "verification_requests_status_check",
      sql`${t.status} IN ('pending', 'approved', 'rejected')`,
    ),
    // Photos only while pending; a shop's name on shop requests only; a reason on rejections.
    check(
      "verification_requests_photos_check",
      sql`(${t.status} = 'pending') = (${t.photoId} IS NOT NULL) AND (${t.secondPhotoId} IS NULL OR ${t.photoId} IS NOT NULL)`,
    ),
    check(
      "verification_requests_shop_name_check",
      sql`(${t.kind} = 'shop') = (${t.shopName} IS NOT NULL) AND char_length(${t.shopName}) <= 80`,
    ),
    check(
      "verification_requests_reason_check",
      sql`(${t.status} = 'rejected') = (${t.reason} IS NOT NULL) AND char_length(${t.reason}) <= 500`,
    ),
    check(
      "verification_requests_decided_check",
      sql`(${t.status} = 'pending') = (${t.decidedAt} IS NULL)`,
    ),
  ],
);
