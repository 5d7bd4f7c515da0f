import type { Locale, Location, Role } from "@bechedaw/shared";
import { and, count, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { account, user } from "./auth.tables";

// A user's own settings (docs/decisions/028-account-settings.md): what the users module may read
// and change of the signed-in user's own record. Never the role, verified, email or ban.

export type OwnAccount = {
  id: string;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
  district: Location | null;
  language: Locale | null;
  hasPassword: boolean;
  isLastAdmin: boolean;
};

/** The signed-in user's own record, or undefined when it is gone. */
export async function findOwnAccount(db: Database, id: string): Promise<OwnAccount | undefined> {
  const [row] = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      phone: user.phone,
      district: user.district,
      language: user.language,
      passwords: db.$count(
        account,
        and(
          eq(account.userId, user.id),
          eq(account.providerId, "credential"),
          isNotNull(account.password),
        ),
      ),
    })
    .from(user)
    .where(eq(user.id, id));
  if (!row) return undefined;
  const isAdmin = row.role === "Admin";
  const admins = isAdmin
    ? Number((await db.select({ n: count() }).from(user).where(eq(user.role, "Admin")))[0]?.n ?? 0)
    : 0;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role as Role,
    phone: row.phone,
    district: row.district as Location | null,
    language: row.language as Locale | null,
    hasPassword: Number(row.passwords) > 0,
    isLastAdmin: isAdmin && admins <= 1,
  };
}

export type ProfileChanges = {
  name?: string;
  phone?: string | null;
  district?: Location | null;
  language?: Locale;
};

/** Changes the user's own name, phone, district or language: 1 when they exist, else 0. */
export async function updateOwnProfile(
  db: Database,
  id: string,
  changes: ProfileChanges,
): Promise<number> {
  const updated = await db
    .update(user)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(user.id, id))
    .returning({ id: user.id });
  return updated.length;
}
