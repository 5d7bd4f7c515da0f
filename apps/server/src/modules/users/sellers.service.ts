import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { user } from "../auth/auth.tables";

/** Whether a seller is verified; only sellers are answered for, nothing else about them. */
export async function findSellerVerification(
  db: Database,
  email: string,
): Promise<{ verified: boolean }> {
  const [row] = await db
    .select({ verified: user.verified })
    .from(user)
    .where(and(eq(user.email, email.trim().toLowerCase()), eq(user.role, "Seller")));
  if (!row) throw notFound("No seller with this email.");
  return { verified: row.verified };
}
