import type { AdminUser } from "@bechedaw/shared";
import type { Database } from "../../db/client";
import { conflict, forbidden, notFound } from "../../app-error";
import { lockUserAndAdmins, updateUser } from "../auth";
import { findUsersByRole } from "./users.management.service";

/** Every admin, newest first, with the fields of the other admin lists. */
export function findAdmins(db: Database): Promise<AdminUser[]> {
  return findUsersByRole(db, "Admin");
}

/**
 * Makes an admin a buyer again (docs/decisions/005-admin-rules.md): never oneself, never the
 * last admin. 1 when demoted now, 0 when already a buyer; 409 for a seller.
 */
export async function demoteAdmin(db: Database, callerId: string, id: string): Promise<number> {
  if (id === callerId)
    throw forbidden("CANNOT_DEMOTE_SELF", "You cannot remove your own admin rights.");
  return db.transaction(async (tx) => {
    // Admin rows are locked in id order, so two admins demoting each other cannot both succeed.
    const locked = await lockUserAndAdmins(tx, id);
    const target = locked.find((row) => row.id === id);
    if (!target) throw notFound("USER_NOT_FOUND", "No user with this id.");
    if (target.role === "Buyer") return 0;
    if (target.role !== "Admin") {
      throw conflict("CANNOT_DEMOTE_NON_ADMIN", "Only admins can be demoted.");
    }
    if (!locked.some((row) => row.role === "Admin" && row.id !== id)) {
      throw conflict("LAST_ADMIN", "The last admin cannot be demoted.");
    }
    // The caller's role was read before the lock; one demoted meanwhile acts as an admin no more.
    if (!locked.some((row) => row.role === "Admin" && row.id === callerId)) {
      throw forbidden("NOT_AN_ADMIN");
    }
    return updateUser(tx, id, { role: "Buyer" }, { role: "Admin" });
  });
}
