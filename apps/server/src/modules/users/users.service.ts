import type { Role } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { user } from "../auth/auth.tables";
import type { Auth } from "../auth/auth";
import { notFound } from "../../errors";

export async function findUserRole(db: Database, email: string): Promise<Role> {
  const [row] = await db
    .select({ role: user.role })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  if (!row) throw notFound("No user with this email.");
  return row.role as Role;
}

/** Creates the first admin from the environment, or promotes that account if it exists. */
export async function ensureAdmin(
  db: Database,
  auth: Auth,
  admin: { email: string; password: string },
) {
  const [existing] = await db.select({ id: user.id }).from(user).where(eq(user.email, admin.email));
  if (!existing) {
    await auth.api.signUpEmail({
      body: { name: "Admin", email: admin.email, password: admin.password },
    });
  }
  await db
    .update(user)
    .set({ role: "Admin", updatedAt: new Date() })
    .where(eq(user.email, admin.email));
}
