import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { findUserByEmail } from "../auth/auth.service";

/** Whether a seller is verified; only sellers are answered for, nothing else about them. */
export async function findSellerVerification(
  db: Database,
  email: string,
): Promise<{ verified: boolean }> {
  const found = await findUserByEmail(db, email);
  if (found?.role !== "Seller") throw notFound("SELLER_NOT_FOUND", "No seller with this email.");
  return { verified: found.verified };
}
