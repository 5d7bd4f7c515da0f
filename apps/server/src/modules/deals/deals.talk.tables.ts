import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "../auth/auth.tables";
import { bookings } from "./deals.bookings.tables";

// What the two sides of a deal say: its thread's messages and their reviews of each other, and
// the reports of both.

/**
 * One message of a deal's thread (docs/decisions/030-deals.md): text only, from one of the two
 * sides. `flagged` when it asks for mobile money or an advance; `hidden` by an admin.
 */
export const dealMessages = pgTable(
  "deal_messages",
  {
    id: uuid("id").primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    flagged: boolean("flagged").notNull().default(false),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A thread, oldest first.
    index("deal_messages_booking_idx").on(t.bookingId, t.createdAt, t.id),
    // The rate limit counts a user's recent messages; deleting a user.
    index("deal_messages_author_idx").on(t.authorId, t.createdAt),
    // The admins' list of flagged messages.
    index("deal_messages_flagged_idx")
      .on(t.createdAt)
      .where(sql`${t.flagged} AND NOT ${t.hidden}`),
  ],
);

/** A side's report of a message in their deal's thread; one per reporter. */
export const dealMessageReports = pgTable(
  "deal_message_reports",
  {
    messageId: uuid("message_id")
      .notNull()
      .references(() => dealMessages.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.reporterId] }),
    index("deal_message_reports_reporter_idx").on(t.reporterId),
  ],
);

/**
 * One side's review of the other after a deal sold through the handover code: once per side per
 * deal. `hidden` by an admin (its stars then leave the user's `review_stars`).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subjectId: text("subject_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    authorSide: text("author_side").notNull(),
    stars: integer("stars").notNull(),
    comment: text("comment").notNull().default(""),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("reviews_booking_author_unique").on(t.bookingId, t.authorId),
    // A user's reviews, newest first (plain DESC is NULLS FIRST: see listings.tables.ts).
    index("reviews_subject_idx").on(
      t.subjectId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("reviews_author_idx").on(t.authorId),
    check("reviews_stars_check", sql`${t.stars} BETWEEN 1 AND 5`),
    check("reviews_side_check", sql`${t.authorSide} IN ('buyer', 'seller')`),
  ],
);

/** A signed-in user's report of a review; one per reporter. */
export const reviewReports = pgTable(
  "review_reports",
  {
    reviewId: uuid("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    reason: text("reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.reporterId] }),
    index("review_reports_reporter_idx").on(t.reporterId),
  ],
);
