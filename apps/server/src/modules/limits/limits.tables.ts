import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Request limits shared by every server on one PostgreSQL: hits of one budget
 * (a session or an address, per limit) in its current window.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});
