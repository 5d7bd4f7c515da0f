import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { NOTIFICATION_KINDS } from "@bechedaw/shared";
import { user } from "../auth/auth.tables";

const kindList = sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(", "));

/**
 * One notification of one user (docs/decisions/029-notifications.md). It keeps the few values
 * its text needs (the listing's name, a reason), so it still reads right after the listing
 * changes or is deleted; `product_id` is no foreign key for the same reason.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    productId: uuid("product_id"),
    productName: text("product_name").notNull(),
    reason: text("reason"),
    /** The deal (a booking) of the deal kinds: no foreign key either, bookings come later. */
    dealId: uuid("deal_id"),
    /** The search page a saved search's match opens (`saved-search-match`), kept as it was. */
    searchPath: text("search_path"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    // A user's list, newest first (plain DESC is NULLS FIRST: see listings.tables.ts).
    index("notifications_user_idx").on(
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // The bell's count, asked every few seconds by every open page: unread rows only.
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    // The hourly clean-up of read ones (kept 90 days after they were read): read rows only.
    index("notifications_read_idx")
      .on(t.readAt)
      .where(sql`${t.readAt} IS NOT NULL`),
    check("notifications_kind_check", sql`${t.kind} IN (${kindList})`),
  ],
);

/** A kind of notification a user does not want by email; no row: the email is sent. */
export const notificationEmailOff = pgTable(
  "notification_email_off",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check("notification_email_off_kind_check", sql`${t.kind} IN (${kindList})`),
  ],
);
