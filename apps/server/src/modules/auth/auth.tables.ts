import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

// Better Auth's tables, written by hand from its schema (its generator needs Node 22).
export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").notNull().default("Buyer"),
    /** The green tick beside a seller: an admin checked this seller's identity (decision 024). */
    verified: boolean("verified").notNull().default(false),
    /** The verified shop's name: set when an admin approves a shop request (decision 024). */
    shopName: text("shop_name"),
    /**
     * The user's mobile number ("01XXXXXXXXX") and district, from their settings; the booking
     * form starts with them (docs/decisions/028-account-settings.md). Null until given.
     */
    phone: text("phone"),
    district: text("district"),
    /** The site language the user chose ("en" or "bn"); null until they choose. */
    language: text("language"),
    /**
     * When an admin banned the user (decision 023): they cannot sign in, and no public answer
     * shows their listings. Null: not banned.
     */
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    /**
     * Visible reviews of this user from deals sold through the handover code, and the sum of
     * their stars (docs/decisions/030-deals.md): kept with each review, so cards need no query.
     */
    reviewCount: integer("review_count").notNull().default(0),
    reviewStars: integer("review_stars").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The admin's lists of users by role, newest first (plain DESC is NULLS FIRST).
    index("user_role_idx").on(t.role, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check("user_role_check", sql`${t.role} IN ('Buyer', 'Seller', 'Admin')`),
    check("user_language_check", sql`${t.language} IN ('en', 'bn')`),
  ],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/**
 * A sign-up with the address of an existing account that was never confirmed
 * (docs/decisions/026-email-verification.md): nothing of the old account changes until the
 * link sent to the address is followed; then the old account is deleted and this one created,
 * confirmed. One per address: a later sign-up replaces it (only the newest link works).
 */
export const pendingSignUp = pgTable(
  "pending_sign_up",
  {
    email: text("email").primaryKey(),
    name: text("name").notNull(),
    role: text("role").notNull(),
    language: text("language"),
    passwordHash: text("password_hash").notNull(),
    /** SHA-256 of the link's token: the database never holds a working link. */
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the link was followed: a second time is refused as used, until the row expires. */
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("pending_sign_up_role_check", sql`${t.role} IN ('Buyer', 'Seller')`),
    check("pending_sign_up_language_check", sql`${t.language} IN ('en', 'bn')`),
  ],
);
