import type { SellerProfile } from "@bechedaw/shared";
import type { Database } from "../../db/client";
import { conflict, forbidden, notFound } from "../../app-error";
import { findUserByEmail, findUserRole, updateUser } from "../auth";
import { findSellerProfile } from "../catalogue";

/** Whether a seller is verified; only sellers are answered for, nothing else about them. */
export async function findSellerVerification(
  db: Database,
  email: string,
): Promise<{ verified: boolean }> {
  const found = await findUserByEmail(db, email);
  if (found?.role !== "Seller") throw notFound("SELLER_NOT_FOUND", "No seller with this email.");
  return { verified: found.verified };
}

/** A seller's public profile (decision 016); 404 for an unknown user or one who sells nothing. */
export async function findSellerProfileById(db: Database, id: string): Promise<SellerProfile> {
  const profile = await findSellerProfile(db, id);
  if (!profile) throw notFound("SELLER_NOT_FOUND", "No seller with this id.");
  return profile;
}

/**
 * Makes the calling buyer a seller (decision 016: anyone can sell, a Google account too). A
 * seller is 409 ALREADY_A_SELLER and an admin 403; the new role counts from the next request.
 */
export async function becomeSeller(db: Database, id: string): Promise<void> {
  const changed = await updateUser(db, id, { role: "Seller" }, { role: "Buyer" });
  if (changed === 1) return;
  const role = await findUserRole(db, id);
  if (role === "Seller") throw conflict("ALREADY_A_SELLER", "You are a seller already.");
  if (role === "Admin") throw forbidden("FORBIDDEN", "An admin account cannot become a seller.");
  throw notFound("USER_NOT_FOUND", "No user with this id.");
}
