import { randomUUID } from "node:crypto";
import type { Role, SellerTier } from "@bechedaw/shared";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@bechedaw/shared/locale";
import { and, count, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { preparedQuery } from "../../db/prepared";
import { account, pendingSignUp, session, user } from "./auth.tables";
import { newUserId } from "./auth.takeover";

export { hashLinkToken, isTakeoverToken } from "./auth.takeover";

// What other modules may read and change about a user: the user table is Better Auth's, so
// they go through these functions, never the table (docs/decisions/007-module-boundaries.md).

import type { Auth } from "./auth";

export type { Auth };

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
const sellerTierSql = sql<SellerTier>`(CASE WHEN ${user.shopName} IS NOT NULL THEN 'shop' WHEN ${user.verified} THEN 'identity' WHEN ${user.emailVerified} THEN 'email' ELSE 'none' END)`;

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

type UserState = { role?: Role; verified?: boolean };
type UserChanges = UserState & { shopName?: string; emailVerified?: boolean };

function matches(id: string, state: UserState): SQL | undefined {
  return and(
    eq(user.id, id),
    state.role === undefined ? undefined : eq(user.role, state.role),
    state.verified === undefined ? undefined : eq(user.verified, state.verified),
  );
}

/**
 * Sets a user's role, verified flag, confirmed address or verified shop name, only while the user is still in
 * state `expected`: 1 when changed, 0 when there is no such user in that state.
 */
export async function updateUser(
  db: Database,
  id: string,
  changes: UserChanges,
  expected: UserState = {},
): Promise<number> {
  const updated = await db
    .update(user)
    .set({ ...changes, updatedAt: new Date() })
    .where(matches(id, expected))
    .returning({ id: user.id });
  return updated.length;
}

/**
 * Inside a transaction: locks the user `id` and every admin, in id order, and answers their
 * roles. Nothing new can point at the user meanwhile, and two admins acting on each other at
 * once cannot both pass a rule about the admins.
 */
export async function lockUserAndAdmins(
  tx: Database,
  id: string,
): Promise<{ id: string; role: Role }[]> {
  const rows = await tx
    .select({ id: user.id, role: user.role })
    .from(user)
    .where(or(eq(user.id, id), eq(user.role, "Admin")))
    .orderBy(user.id)
    .for("update");
  return rows.map((row) => ({ id: row.id, role: row.role as Role }));
}

/**
 * Inside a transaction: share-locks the user `id` (a ban waits for the write, or the write
 * for the ban) and answers whether they are banned; undefined when there is no such user.
 */
export async function lockUserForWrite(
  tx: Database,
  id: string,
): Promise<{ isBanned: boolean } | undefined> {
  const [row] = await tx
    .select({ bannedAt: user.bannedAt })
    .from(user)
    .where(eq(user.id, id))
    .for("share");
  return row && { isBanned: row.bannedAt !== null };
}

/**
 * Bans or unbans a user (decision 023), locked by `lockUserAndAdmins` first: the ban's time
 * (the first ban's when already banned) and whether it changed.
 */
export async function setUserBanned(
  tx: Database,
  id: string,
  isBanned: boolean,
): Promise<{ bannedAt: Date | null; isChanged: boolean }> {
  const [before] = await tx.select({ bannedAt: user.bannedAt }).from(user).where(eq(user.id, id));
  if (!before) return { bannedAt: null, isChanged: false };
  if ((before.bannedAt !== null) === isBanned)
    return { bannedAt: before.bannedAt, isChanged: false };
  const [after] = await tx
    .update(user)
    .set({ bannedAt: isBanned ? new Date() : null, updatedAt: new Date() })
    .where(eq(user.id, id))
    .returning({ bannedAt: user.bannedAt });
  return { bannedAt: after?.bannedAt ?? null, isChanged: true };
}

/** Ends every session of a user (signed out everywhere): how many there were. */
export async function deleteSessionsOf(tx: Database, userId: string): Promise<number> {
  const deleted = await tx
    .delete(session)
    .where(eq(session.userId, userId))
    .returning({ id: session.id });
  return deleted.length;
}

/** Deletes a user; their sessions, accounts and everything that references them cascade. */
export async function deleteUserRecord(tx: Database, id: string): Promise<void> {
  await tx.delete(user).where(eq(user.id, id));
}

/** The hash of a user's email-and-password sign-in, or null (Google only). */
export async function findPasswordHash(db: Database, userId: string): Promise<string | null> {
  const [credential] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return credential?.hash ?? null;
}

/** Whether `password` is the one `hash` was made of (Better Auth's hasher, scrypt). */
export async function isPasswordOf(auth: Auth, hash: string, password: string): Promise<boolean> {
  const context = await auth.$context;
  return context.password.verify({ hash, password });
}

/** A new password's hash, as Better Auth stores it. */
export async function hashPassword(auth: Auth, password: string): Promise<string> {
  const context = await auth.$context;
  return context.password.hash(password);
}

/** Whether a user's email-and-password sign-in takes this password (Google-only: never). */
export async function hasCredentialPassword(
  db: Database,
  auth: Auth,
  userId: string,
  password: string,
): Promise<boolean> {
  const hash = await findPasswordHash(db, userId);
  return hash !== null && isPasswordOf(auth, hash, password);
}

/**
 * Stores a user's new password hash: on their email-and-password sign-in, or as a new one for
 * an account that had none (Google only), as Better Auth's set-password does.
 */
export async function setPasswordHash(tx: Database, userId: string, hash: string): Promise<void> {
  const updated = await tx
    .update(account)
    .set({ password: hash, updatedAt: new Date() })
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")))
    .returning({ id: account.id });
  if (updated.length > 0) return;
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: userId,
    providerId: "credential",
    userId,
    password: hash,
  });
}

/** Ends every session of a user but the one of `keepToken`: how many ended. */
export async function deleteOtherSessions(
  tx: Database,
  userId: string,
  keepToken: string,
): Promise<number> {
  const deleted = await tx
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.token, keepToken)))
    .returning({ id: session.id });
  return deleted.length;
}

/**
 * Inside a transaction: locks the user `id` and answers their role and tier, or undefined when
 * there is no such user. A verification decision and a new request on the same seller wait for
 * each other.
 */
export async function lockUserTier(
  tx: Database,
  id: string,
): Promise<{ role: Role; tier: SellerTier } | undefined> {
  const [row] = await tx
    .select({ role: user.role, tier: sellerTierSql })
    .from(user)
    .where(eq(user.id, id))
    .for("no key update");
  return row && { role: row.role as Role, tier: row.tier };
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

/**
 * Inside a transaction: key-share locks the rows of these users (and of every admin with
 * `withAdmins`), in id order in one statement, as a foreign key to them would, and answers those
 * that exist. Taken first, before other rows, it cannot deadlock with a user's deletion or ban,
 * which locks the user and every admin in id order and then their listings and bookings.
 */
export async function lockUsersForReference(
  tx: Database,
  ids: string[],
  options: { withAdmins?: boolean } = {},
): Promise<string[]> {
  if (ids.length === 0 && !options.withAdmins) return [];
  const listed = ids.length > 0 ? inArray(user.id, ids) : undefined;
  const rows = await tx
    .select({ id: user.id })
    .from(user)
    .where(options.withAdmins ? or(listed, eq(user.role, "Admin")) : listed)
    .orderBy(user.id)
    .for("key share");
  return rows.map((row) => row.id);
}

/** Whether the user `id`'s address is confirmed; undefined when there is no such user. */
export async function isEmailVerified(db: Database, id: string): Promise<boolean | undefined> {
  const [row] = await db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.id, id));
  return row?.emailVerified;
}

/**
 * Inside a transaction: locks the account holding `email` and answers whether its address is
 * confirmed, its role and the providers it signs in with; undefined when the address is free.
 */
export async function lockUserByEmail(tx: Database, email: string) {
  const [row] = await tx
    .select({ id: user.id, emailVerified: user.emailVerified, role: user.role })
    .from(user)
    .where(eq(user.email, email.trim().toLowerCase()))
    .for("update");
  if (!row) return undefined;
  const providers = await tx
    .select({ providerId: account.providerId })
    .from(account)
    .where(eq(account.userId, row.id));
  return {
    ...row,
    role: row.role as Role,
    providers: providers.map((provider) => provider.providerId),
  };
}

export type PendingSignUp = typeof pendingSignUp.$inferSelect;

/** Inside a transaction: locks and answers the sign-up waiting on a link's token hash. */
export async function lockPendingSignUp(
  tx: Database,
  tokenHash: string,
): Promise<PendingSignUp | undefined> {
  const [row] = await tx
    .select()
    .from(pendingSignUp)
    .where(eq(pendingSignUp.tokenHash, tokenHash))
    .for("update");
  return row;
}

/**
 * Creates a waiting sign-up's account, its address confirmed (the link proved it), and marks
 * the link used. Answers the new user's id.
 */
export async function createConfirmedAccount(tx: Database, signUp: PendingSignUp): Promise<string> {
  const id = newUserId();
  const now = new Date();
  await tx.insert(user).values({
    id,
    name: signUp.name,
    email: signUp.email,
    emailVerified: true,
    role: signUp.role,
    language: signUp.language,
    createdAt: now,
    updatedAt: now,
  });
  await tx.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: signUp.passwordHash,
    createdAt: now,
    updatedAt: now,
  });
  await tx.update(pendingSignUp).set({ usedAt: now }).where(eq(pendingSignUp.email, signUp.email));
  return id;
}
