import type { Role, SellerTier } from "@bechedaw/shared";
import { and, eq, inArray, or, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { user } from "./auth.tables";
import { sellerTierSql } from "./auth.users.service";

// The user records, changed: role, verified flag, shop, ban, deletion, and the row locks that
// keep those changes and other modules' writes about a user from racing each other.

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

/** Deletes a user; their sessions, accounts and everything that references them cascade. */
export async function deleteUserRecord(tx: Database, id: string): Promise<void> {
  await tx.delete(user).where(eq(user.id, id));
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
