import type { Role } from "@bechedaw/shared";
import type { Database } from "../../db/client";
import { notFound } from "../../app-error";
import { findUserByEmail, hasCredentialPassword, updateUser, type Auth } from "../auth";

export async function findUserRole(db: Database, email: string): Promise<Role> {
  const found = await findUserByEmail(db, email);
  if (!found) throw notFound("USER_NOT_FOUND", "No user with this email.");
  return found.role;
}

/** ADMIN_EMAIL names someone else's account: making it Admin would hand the site to them. */
export class AdminAccountConflictError extends Error {}

/**
 * Creates the admin from ADMIN_EMAIL and ADMIN_PASSWORD when the address is free. An existing
 * account becomes Admin only if its password is ADMIN_PASSWORD (so it is the operator's own);
 * otherwise start-up stops with a clear message instead of promoting whoever signed up first.
 */
export async function ensureAdmin(
  db: Database,
  auth: Auth,
  admin: { email: string; password: string },
) {
  const existing = await findUserByEmail(db, admin.email);
  // The operator configured the address: it is confirmed (docs/decisions/026).
  if (existing?.role === "Admin") {
    await updateUser(db, existing.id, { emailVerified: true });
    return;
  }
  if (existing && !(await hasCredentialPassword(db, auth, existing.id, admin.password))) {
    throw new AdminAccountConflictError(
      `ADMIN_EMAIL ${admin.email} belongs to an account whose password is not ADMIN_PASSWORD, ` +
        "so BecheDaw will not make it an admin. If the account is yours, set ADMIN_PASSWORD to " +
        "its password; otherwise choose another ADMIN_EMAIL.",
    );
  }
  const id =
    existing?.id ??
    (
      await auth.api.signUpEmail({
        body: { name: "Admin", email: admin.email, password: admin.password },
      })
    ).user.id;
  await updateUser(db, id, { role: "Admin", emailVerified: true });
}
