import { SAVED_SEARCH_EMAILS } from "@bechedaw/shared";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "../auth/auth.tables";
import { products, sqlList } from "../listings/listings.tables";

const tsquery = customType<{ data: string }>({ dataType: () => "tsquery" });

/**
 * A user's saved search (docs/decisions/043-saved-searches.md). `search` is the search as the
 * search page's URL carries it, what the owner sees and opens; the columns after `lastEmailedAt`
 * are what it selects as the catalogue's search reads it (`searchSelection`), written with it,
 * so that one query tests a new listing against every saved search.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    search: jsonb("search").$type<Record<string, string>>().notNull(),
    email: text("email").notNull().default("off"),
    paused: boolean("paused").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last email about it (instant or digest): at most one a day. */
    lastEmailedAt: timestamp("last_emailed_at", { withTimezone: true }),
    brand: text("brand"),
    minPrice: integer("min_price"),
    maxPrice: integer("max_price"),
    location: text("location"),
    condition: text("condition"),
    storage: integer("storage"),
    verified: boolean("verified").notNull().default(false),
    sellerId: text("seller_id"),
    textQuery: tsquery("text_query"),
  },
  (t) => [
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    check("saved_searches_email_check", sql`${t.email} IN (${sqlList(SAVED_SEARCH_EMAILS)})`),
  ],
);

/**
 * Listings that became public and wait to be matched against the saved searches: written by
 * a trigger on `products` in the transaction that publishes the listing, taken and deleted by
 * the matching task in the transaction that writes the matches, so a restart loses none.
 */
export const savedSearchQueue = pgTable("saved_search_queue", {
  productId: uuid("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A listing a saved search matched, once ever (its key), so nothing is notified twice.
 * `awaitsDigest`: a daily search's match not yet in a digest.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    awaitsDigest: boolean("awaits_digest").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.productId] }),
    index("saved_search_matches_product_idx").on(t.productId),
    index("saved_search_matches_digest_idx")
      .on(t.savedSearchId)
      .where(sql`${t.awaitsDigest}`),
  ],
);
