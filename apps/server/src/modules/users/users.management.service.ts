import type { AdminUser, Role } from "@bechedaw/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { conflict, forbidden, notFound } from "../../app-error";
import { findUserRole, findUsersByRole as findUserSummariesByRole, updateUser } from "../auth";
import type { ImageStorage } from "../images";
import { deleteUserWithEverything, refuseLastAdmin } from "./users.delete.service";

const noSuchUser = () => notFound("USER_NOT_FOUND", "No user with this id.");

async function findRole(db: Database, id: string): Promise<Role> {
  const role = await findUserRole(db, id);
  if (!role) throw noSuchUser();
  return role;
}

/** Every user of one role, newest first, with only the fields the admin lists show. */
export async function findUsersByRole(db: Database, role: Role): Promise<AdminUser[]> {
  const rows = await findUserSummariesByRole(db, role);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    role,
    verified: row.verified,
  }));
}

/** Verifies a seller (one-way): 1 when verified now, 0 when already verified. */
export async function verifySeller(db: Database, id: string): Promise<number> {
  if (await updateUser(db, id, { verified: true }, { role: "Seller", verified: false })) return 1;
  if ((await findRole(db, id)) !== "Seller") {
    throw conflict("CANNOT_VERIFY_NON_SELLER", "Only sellers can be verified.");
  }
  return 0;
}

/** Makes a buyer an admin: 1 when promoted now, 0 when already an admin. */
export async function makeAdmin(db: Database, id: string): Promise<number> {
  if (await updateUser(db, id, { role: "Admin" }, { role: "Buyer" })) return 1;
  if ((await findRole(db, id)) === "Seller") {
    throw conflict("CANNOT_PROMOTE_NON_BUYER", "Only buyers can be made admins.");
  }
  return 0;
}

/**
 * Deletes a user (not the caller, never the last admin) with everything of theirs: sessions,
 * accounts, products (with their reports and bookings), bookings, reports and photos. Rows go
 * in one transaction; the photo files go only after it commits.
 */
export async function deleteUser(
  db: Database,
  storage: ImageStorage,
  log: Pick<FastifyBaseLogger, "warn">,
  callerId: string,
  id: string,
): Promise<number> {
  if (id === callerId) throw forbidden("CANNOT_DELETE_SELF", "You cannot delete your own account.");
  await deleteUserWithEverything({ db, storage, log }, id, (locked) => {
    if (!locked.some((row) => row.id === id)) throw noSuchUser();
    refuseLastAdmin(locked, id, "The last admin cannot be deleted.");
    // The caller's role was read before the lock: an admin deleted or demoted meanwhile (by
    // an admin they were deleting at the same moment) acts as an admin no more.
    if (!locked.some((row) => row.role === "Admin" && row.id === callerId)) {
      throw forbidden("NOT_AN_ADMIN");
    }
  });
  return 1;
}
