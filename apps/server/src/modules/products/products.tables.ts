import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "../auth/auth.tables";
import { images } from "../images/images.tables";

export const products = pgTable(
  "products",
  {
    id: uuid("id").primaryKey(),
    name: text("name").notNull(),
    brand: text("brand").notNull(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    imageId: uuid("image_id")
      .notNull()
      // "no action" is checked at the end of the statement, so deleting a user removes both.
      .references(() => images.id, { onDelete: "no action" }),
    resalePrice: integer("resale_price").notNull(),
    originalPrice: integer("original_price").notNull(),
    yearsOfUse: text("years_of_use").notNull(),
    location: text("location").notNull(),
    isAdvertised: boolean("is_advertised").notNull().default(false),
    status: text("status").notNull().default("available"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("products_brand_check", sql`${t.brand} IN ('Apple', 'Samsung', 'Oppo')`),
    check("products_status_check", sql`${t.status} IN ('available', 'sold')`),
    check("products_prices_check", sql`${t.resalePrice} > 0 AND ${t.originalPrice} > 0`),
    // Every list is newest first, `ORDER BY created_at DESC, id DESC`, keyset-paged on
    // (created_at, id). Plain DESC means NULLS FIRST, and Drizzle's `.desc()` alone NULLS LAST:
    // an index in another null order is not read for the list's order (PostgreSQL sorts).
    // Category pages: available phones of a brand.
    index("products_category_idx")
      .on(t.brand, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'available'`),
    index("products_advertised_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isAdvertised} AND ${t.status} = 'available'`),
    // A seller's own list (My Products), and deleting a seller.
    index("products_seller_idx").on(
      t.sellerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Deleting a photo (or its owner) checks that no product still shows it.
    index("products_image_idx").on(t.imageId),
  ],
);

/** One report per user per product (the primary key makes a second one a conflict). */
export const productReports = pgTable(
  "product_reports",
  {
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.reporterId] }),
    // Deleting a user removes their reports.
    index("product_reports_reporter_idx").on(t.reporterId),
  ],
);

/**
 * One row whose `version` changes with every committed write that changes a public list: the
 * list cache's key (docs/decisions/011-list-cache.md). Triggers bump it (migration 0005).
 */
export const listVersion = pgTable("list_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
  /** The transaction that bumped it last, so that one transaction bumps it once. */
  bumpedBy: bigint("bumped_by", { mode: "number" }),
});
