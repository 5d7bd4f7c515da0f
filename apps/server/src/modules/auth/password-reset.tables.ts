import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.tables";

/**
 * Every password reset link sent (docs/decisions/027-password-reset.md), by the SHA-256 of its
 * token. Better Auth's own `verification` row is what a reset consumes; this row outlives it, so
 * a link used once, an expired one and one that was never sent get each their own answer.
 */
export const passwordResetLink = pgTable(
  "password_reset_link",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("password_reset_link_user_id_idx").on(t.userId),
    index("password_reset_link_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * Each accepted request for a reset link, kept for an hour: the per-address and per-client
 * limits count these rows, so they hold across every server on one database. The address and
 * the client are hashed; an unknown address counts exactly as a known one.
 */
export const passwordResetRequest = pgTable(
  "password_reset_request",
  {
    id: uuid("id").primaryKey(),
    addressHash: text("address_hash").notNull(),
    clientHash: text("client_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("password_reset_request_address_idx").on(t.addressHash, t.createdAt),
    index("password_reset_request_client_idx").on(t.clientHash, t.createdAt),
  ],
);
