import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every email the site sends, queued in the transaction of what caused it and sent by the mail
 * worker (docs/decisions/025-email-outbox.md). A row is done when `sent_at` or `failed_at` is set;
 * until then `next_attempt_at` says when a worker may (re)try it, and a worker that takes it moves
 * that time forward first, so a crashed worker's email is tried again later, never lost.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    // The worker's question: emails still to send whose time has come, oldest first.
    index("email_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} IS NULL AND ${t.failedAt} IS NULL`),
    check("email_outbox_done_once_check", sql`${t.sentAt} IS NULL OR ${t.failedAt} IS NULL`),
  ],
);
