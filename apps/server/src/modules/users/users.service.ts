import type { Role } from "@bechedaw/shared";
import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { findUserByEmail, updateUser, type Auth } from "../auth/auth.service";

export async function findUserRole(db: Database, email: string): Promise<Role> {
  const found = await findUserByEmail(db, email);
  if (!found) throw notFound("USER_NOT_FOUND", "No user with this email.");
  return found.role;
}

/** Creates the first admin from the environment, or promotes that account if it exists. */
export async function ensureAdmin(
  db: Database,
  auth: Auth,
  admin: { email: string; password: string },
) {
  const existing = await findUserByEmail(db, admin.email);
  const id =
    existing?.id ??
    (
      await auth.api.signUpEmail({
        body: { name: "Admin", email: admin.email, password: admin.password },
      })
    ).user.id;
  await updateUser(db, id, { role: "Admin" });
}
