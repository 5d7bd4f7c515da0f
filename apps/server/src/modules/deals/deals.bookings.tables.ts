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
import { DEAL_END_REASONS } from "@bechedaw/shared";
import { user } from "../auth/auth.tables";
import { products, sqlList } from "../listings/listings.tables";

const locationList = sqlList(LOCATIONS);
const endReasonList = sqlList(DEAL_END_REASONS);

/** A deal still under way: a sale or a deletion ends it, either side may cancel it. */
export const OPEN_STATUSES = ["booked", "accepted", "meetup"] as const;
/** The two sides see each other's numbers from acceptance on (docs/decisions/030-deals.md). */
export const CONTACT_STATUSES = ["accepted", "meetup", "sold"] as const;

/**
 * One buyer's booking of one phone: a deal with steps (docs/decisions/030-deals.md). `booked`
 * (waiting) → `accepted` → `meetup` → `sold`; `cancelled` by either side before handover; `ended`
 * when the phone went to someone else, outside BecheDaw, or was deleted.
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
    /** When the seller accepted this buyer, and the number they gave for the buyer to call. */
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    sellerPhone: text("seller_phone"),
    /** The meetup proposal: where, when, by which side, its version, and when the other side agreed. */
    meetupPlace: text("meetup_place"),
    meetupAt: timestamp("meetup_at", { withTimezone: true }),
    meetupProposedBy: text("meetup_proposed_by"),
    meetupVersion: integer("meetup_version").notNull().default(0),
    meetupConfirmedAt: timestamp("meetup_confirmed_at", { withTimezone: true }),
    /** Six digits made when the meetup is first agreed; only the buyer is ever shown them. */
    handoverCode: text("handover_code"),
    handoverAttempts: integer("handover_attempts").notNull().default(0),
    handoverLockedAt: timestamp("handover_locked_at", { withTimezone: true }),
    /** When the seller entered the right code: the deal is sold through the handover. */
    handedOverAt: timestamp("handed_over_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by"),
    cancelReason: text("cancel_reason"),
    /** Why the deal `ended` (DEAL_END_REASONS); null for deals ended before it was kept. */
    endedReason: text("ended_reason"),
    /**
     * When the buyer removed the ended or cancelled deal from My Orders: it leaves their list
     * only; the row, its thread and its reviews stay for the seller and the admins.
     */
    buyerRemovedAt: timestamp("buyer_removed_at", { withTimezone: true }),
  },
  (t) => [
    // A second booking by the same buyer is a conflict, however close together the requests.
    unique("bookings_product_buyer_unique").on(t.productId, t.buyerId),
    // At most one booking of a phone is the sold one.
    uniqueIndex("bookings_one_sold_idx")
      .on(t.productId)
      .where(sql`${t.status} = 'sold'`),
    // A phone's bookings, newest first (and deleting a phone). Plain DESC is NULLS FIRST: see
    // listings.tables.ts.
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
    // At most one deal of a phone is accepted (or has its meetup agreed) at a time.
    uniqueIndex("bookings_one_accepted_idx")
      .on(t.productId)
      .where(sql`${t.status} IN ('accepted', 'meetup')`),
    check(
      "bookings_status_check",
      sql`${t.status} IN ('booked', 'accepted', 'meetup', 'sold', 'cancelled', 'ended')`,
    ),
    check(
      "bookings_sides_check",
      sql`${t.meetupProposedBy} IN ('buyer', 'seller') AND ${t.cancelledBy} IN ('buyer', 'seller')`,
    ),
    check("bookings_code_check", sql`${t.handoverCode} ~ '^[0-9]{6}$'`),
    check("bookings_ended_reason_check", sql`${t.endedReason} IN (${endReasonList})`),
    check("bookings_location_check", sql`${t.meetingLocation} IN (${locationList})`),
    check("bookings_price_check", sql`${t.price} > 0`),
  ],
);
