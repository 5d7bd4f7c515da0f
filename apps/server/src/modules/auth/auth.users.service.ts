import type { Role, SellerTier } from "@bechedaw/shared";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@bechedaw/shared/locale";
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { user } from "./auth.tables";

/** Who calls a service: the signed-in user, by id and role. */
export type Caller = { id: string; role: Role };

// The user records, read: what other modules may know of a user. The user table is Better
// Auth's, so they go through these functions (and auth.users.writes.service.ts), never the table
// (docs/decisions/007-module-boundaries.md).

/** The columns of a user other modules may select, beside a `joinUser` join. */
export const userColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  verified: user.verified,
};

/**
 * A user's verification tier (decision 024), computed where the user is joined: a verified
 * shop, an identity an admin checked (the green tick), a confirmed email, or none.
 */
export const sellerTierSql = sql<SellerTier>`(CASE WHEN ${user.shopName} IS NOT NULL THEN 'shop' WHEN ${user.verified} THEN 'identity' WHEN ${user.emailVerified} THEN 'email' ELSE 'none' END)`;

/** A user's tier and verified shop name, beside a `joinUser` join. */
export const tierColumns = { tier: sellerTierSql, shopName: user.shopName };

/** When a user joined, beside a `joinUser` join. */
export const memberSinceColumn = user.createdAt;

/** Joins the user whose id is in `userId` (one per row). */
export function joinUser<T extends PgSelect>(query: T, userId: AnyPgColumn) {
  return query.innerJoin(user, eq(user.id, userId));
}

export type UserSummary = { id: string; name: string; email: string; verified: boolean };

/** A user by email (any letter case), or undefined. */
export async function findUserByEmail(
  db: Database,
  email: string,
): Promise<(UserSummary & { role: Role }) | undefined> {
  const [row] = await db
    .select({ ...userColumns, role: user.role })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()));
  return row && { ...row, role: row.role as Role };
}

export type UserProfile = {
  id: string;
  name: string;
  verified: boolean;
  emailVerified: boolean;
  tier: SellerTier;
  shopName: string | null;
  createdAt: Date;
  /** Their visible reviews' count and star sum (docs/decisions/030-deals.md). */
  reviewCount: number;
  reviewStars: number;
};

/** What buyers see of a user by id (their profile), with their role, or undefined. */
export async function findUserProfile(
  db: Database,
  id: string,
): Promise<(UserProfile & { role: Role; bannedAt: Date | null }) | undefined> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      verified: user.verified,
      emailVerified: user.emailVerified,
      ...tierColumns,
      role: user.role,
      createdAt: user.createdAt,
      bannedAt: user.bannedAt,
      reviewCount: user.reviewCount,
      reviewStars: user.reviewStars,
    })
    .from(user)
    .where(eq(user.id, id));
  return row && { ...row, role: row.role as Role };
}

/** Users' names and review totals by id (a deal's two sides); missing ids are left out. */
export async function findRatedUsers(
  db: Database,
  ids: string[],
): Promise<Map<string, { name: string; reviewCount: number; reviewStars: number }>> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      reviewCount: user.reviewCount,
      reviewStars: user.reviewStars,
    })
    .from(user)
    .where(inArray(user.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

/** A user's role by id, or undefined when there is no such user. */
export async function findUserRole(db: Database, id: string): Promise<Role | undefined> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, id));
  return row?.role as Role | undefined;
}

/** Every user of one role, newest first: placeholder `role`. */
export function usersByRoleQuery(db: Database) {
  return db
    .select(userColumns)
    .from(user)
    .where(eq(user.role, sql.placeholder("role")))
    .orderBy(desc(user.createdAt), desc(user.id));
}
const usersByRole = preparedQuery((db) => usersByRoleQuery(db).prepare("users_by_role"));

/** Every user of one role, newest first. */
export async function findUsersByRole(db: Database, role: Role): Promise<UserSummary[]> {
  return usersByRole(db).execute({ role });
}

export async function hasAnyUser(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(user);
  return Number(row?.n ?? 0) > 0;
}

/** Whether the user `id`'s address is confirmed; undefined when there is no such user. */
export async function isEmailVerified(db: Database, id: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, id));
  return row?.emailVerified;
}

/** Whom an email goes to: their address, name, and language (English until they choose). */
export type MailRecipient = { id: string; name: string; email: string; language: Locale };

const recipientColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  language: user.language,
};

const toRecipient = (row: {
  id: string;
  name: string;
  email: string;
  language: string | null;
}) => ({
  ...row,
  language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
});

/** The users of `ids` who exist, as email recipients. */
export async function findMailRecipients(db: Database, ids: string[]): Promise<MailRecipient[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(recipientColumns).from(user).where(inArray(user.id, ids));
  return rows.map(toRecipient);
}

/** Every admin, as email recipients. */
export async function findAdminRecipients(db: Database): Promise<MailRecipient[]> {
  const rows = await db.select(recipientColumns).from(user).where(eq(user.role, "Admin"));
  return rows.map(toRecipient);
}
