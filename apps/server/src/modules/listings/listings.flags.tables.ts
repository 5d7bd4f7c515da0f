import { FLAG_KINDS, type FlagKind } from "@bechedaw/shared/constants";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "../auth/auth.tables";
import { products, sqlList } from "./listings.tables";

/**
 * The fraud signals the server found on a listing, one row per kind, for the admin review
 * queue (docs/decisions/021-reused-photos.md). `details` is what an admin needs to judge it,
 * as found when the listing was last saved. Buyers never see these rows.
 */
export const productFlags = pgTable(
  "product_flags",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    kind: text("kind").$type<FlagKind>().notNull(),
    details: jsonb("details").notNull(),
    /** When the listing first raised this signal. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the signal was last found again (an edit of the listing). */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * When an admin approved or rejected the listing with the signal as it is (decision 023);
     * found again with other details, it is unreviewed (null) again.
     */
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.kind] }),
    check("product_flags_kind_check", sql`${t.kind} IN (${sqlList(FLAG_KINDS)})`),
    // The review queue's flagged listings: the unreviewed flags only, few.
    index("product_flags_unreviewed_idx")
      .on(t.productId)
      .where(sql`${t.reviewedAt} IS NULL`),
  ],
);

/**
 * Every IMEI a seller entered on a listing (when it was listed, and each edit that changed its
 * IMEIs): the daily limits count them, and admins read them as the history of a listing whose
 * IMEIs kept changing. Kept when the listing is deleted; goes with the seller's account.
 */
export const imeiEntries = pgTable(
  "imei_entries",
  {
    id: uuid("id").primaryKey(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: uuid("product_id").references(() => products.id, { onDelete: "set null" }),
    imei: text("imei").notNull(),
    imei2: text("imei2"),
    /** An edit that changed a listing's IMEIs (false: the listing was new). */
    isChange: boolean("is_change").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("imei_entries_seller_idx").on(t.sellerId, t.createdAt),
    index("imei_entries_product_idx").on(t.productId, t.createdAt),
  ],
);
