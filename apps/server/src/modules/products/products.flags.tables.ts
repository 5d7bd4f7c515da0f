import { FLAG_KINDS, type FlagKind } from "@bechedaw/shared/constants";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { products, sqlList } from "./products.tables";

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
