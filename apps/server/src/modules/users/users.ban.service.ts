import type { BanResponse, UnbanResponse } from "@bechedaw/shared";
import type { Database } from "../../db/client";
import { forbidden, notFound } from "../../app-error";
import { deleteSessionsOf, lockUserAndAdmins, setUserBanned } from "../auth";
import { counterpartsOfOpenDeals, endDealsOfBannedUser } from "../deals";
import { holdRecipients, type Site } from "../notifications";
import { setSellerListingsBanned } from "../listings";

/**
 * Locks the user `id` (and the admins) for a ban or an unban by admin `callerId`: 404 for an
 * unknown user, 403 for an admin (demote them first), and for a caller no longer an admin.
 */
async function lockBanTarget(tx: Database, callerId: string, id: string) {
  const locked = await lockUserAndAdmins(tx, id);
  const target = locked.find((row) => row.id === id);
  if (!target) throw notFound("USER_NOT_FOUND", "No user with this id.");
  if (target.role === "Admin") {
    throw forbidden("CANNOT_BAN_ADMIN", "Admins cannot be banned; demote them first.");
  }
  if (!locked.some((row) => row.role === "Admin" && row.id === callerId)) {
    throw forbidden("NOT_AN_ADMIN");
  }
}

/**
 * Bans a user (docs/decisions/023-listing-review.md) in one transaction: they are signed out
 * everywhere, cannot sign in again, and every listing of theirs leaves every public answer.
 * Every open deal of their phones, and every one they are the buyer of, ends (decision 030's
 * addendum); the other sides are told. Again on a banned user: nothing changes (modifiedCount 0).
 */
export async function banUser(
  db: Database,
  site: Site,
  callerId: string,
  id: string,
): Promise<BanResponse> {
  if (id === callerId) throw forbidden("CANNOT_BAN_SELF", "You cannot ban your own account.");
  return db.transaction(async (tx) => {
    await lockBanTarget(tx, callerId, id);
    // The users told of their deals' end, before the listings' and deals' rows are locked.
    await holdRecipients(tx, await counterpartsOfOpenDeals(tx, id));
    const { bannedAt, isChanged } = await setUserBanned(tx, id, true);
    const sessionsDeleted = await deleteSessionsOf(tx, id);
    const listingsHidden = await setSellerListingsBanned(tx, id, true);
    return {
      acknowledged: true,
      bannedAt: (bannedAt ?? new Date()).toISOString(),
      modifiedCount: isChanged ? 1 : 0,
      sessionsDeleted,
      listingsHidden,
      openBookings: await endDealsOfBannedUser(tx, site, id),
    };
  });
}

/**
 * Lifts a ban: the user can sign in again and their available and sold listings are public
 * again (held and rejected ones stay with the review); the deals the ban ended stay ended.
 * Not banned: nothing changes.
 */
export async function unbanUser(
  db: Database,
  callerId: string,
  id: string,
): Promise<UnbanResponse> {
  return db.transaction(async (tx) => {
    await lockBanTarget(tx, callerId, id);
    const { isChanged } = await setUserBanned(tx, id, false);
    const listingsRestored = await setSellerListingsBanned(tx, id, false);
    return { acknowledged: true, modifiedCount: isChanged ? 1 : 0, listingsRestored };
  });
}
