import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { LOCATIONS } from "@bechedaw/shared/constants";
import { user } from "../auth/auth.tables";
import { products, sqlList } from "../products/products.tables";

const locationList = sqlList(LOCATIONS);

/**
 * One buyer's booking of one phone. `booked` until the seller sells the phone: then the chosen
 * booking becomes `sold` and every other one `ended`.
 */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    phone: text("phone").notNull(),
    meetingLocation: text("meeting_location").notNull(),
    // The product's price when it was booked.
    price: integer("price").notNull(),
    status: text("status").notNull().default("booked"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A second booking by the same buyer is a conflict, however close together the requests.
    unique("bookings_product_buyer_unique").on(t.productId, t.buyerId),
    // At most one booking of a phone is the sold one.
    uniqueIndex("bookings_one_sold_idx")
      .on(t.productId)
      .where(sql`${t.status} = 'sold'`),
    // A phone's bookings, newest first (and deleting a phone). Plain DESC is NULLS FIRST: see
    // products.tables.ts.
    index("bookings_product_idx").on(
      t.productId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A buyer's orders, newest first (and deleting a buyer).
    index("bookings_buyer_idx").on(
      t.buyerId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    check("bookings_status_check", sql`${t.status} IN ('booked', 'sold', 'ended')`),
    check("bookings_location_check", sql`${t.meetingLocation} IN (${locationList})`),
    check("bookings_price_check", sql`${t.price} > 0`),
  ],
);
