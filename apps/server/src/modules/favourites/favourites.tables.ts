import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "../auth/auth.tables";
import { products } from "../listings/listings.tables";

/** A phone a user saved to their favourites; it goes with the user or the listing. */
export const favourites = pgTable(
  "favourites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    // A user's list, newest saved first (plain DESC is NULLS FIRST: see listings.tables.ts).
    index("favourites_user_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.productId.desc().nullsFirst(),
    ),
    // A phone's savers: who hears of its price drop or sale, and its seller's count.
    index("favourites_product_idx").on(t.productId),
  ],
);
