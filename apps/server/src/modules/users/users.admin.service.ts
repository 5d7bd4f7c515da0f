import type { AdminUser, Role } from "@bechedaw/shared";
import type { FastifyBaseLogger } from "fastify";
import { and, desc, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError, forbidden, notFound } from "../../errors";
import { user } from "../auth/auth.tables";
import { removeImageFiles } from "../images/images.service";
import type { ImageStorage } from "../images/images.storage";
import { images } from "../images/images.tables";
import { products } from "../products/products.tables";

const noSuchUser = () => notFound("No user with this id.");

async function findRole(db: Database, id: string): Promise<Role> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, id));
  if (!row) throw noSuchUser();
  return row.role as Role;
}

/** Every user of one role, newest first, with only the fields the admin lists show. */
export async function findUsersByRole(db: Database, role: Role): Promise<AdminUser[]> {
  const rows = await db
    .select({ id: user.id, name: user.name, email: user.email, verified: user.verified })
    .from(user)
    .where(eq(user.role, role))
    .orderBy(desc(user.createdAt), desc(user.id));
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
  const updated = await db
    .update(user)
    .set({ verified: true, updatedAt: new Date() })
    .where(and(eq(user.id, id), eq(user.role, "Seller"), eq(user.verified, false)))
    .returning({ id: user.id });
  if (updated.length > 0) return 1;
  if ((await findRole(db, id)) !== "Seller") {
    throw new AppError("CONFLICT", "Only sellers can be verified.");
  }
  return 0;
}

/** Makes a buyer an admin: 1 when promoted now, 0 when already an admin. */
export async function makeAdmin(db: Database, id: string): Promise<number> {
  const updated = await db
    .update(user)
    .set({ role: "Admin", updatedAt: new Date() })
    .where(and(eq(user.id, id), eq(user.role, "Buyer")))
    .returning({ id: user.id });
  if (updated.length > 0) return 1;
  if ((await findRole(db, id)) === "Seller") {
    throw new AppError("CONFLICT", "Only buyers can be made admins.");
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
  if (id === callerId) throw forbidden("You cannot delete your own account.");
  const imageNames = await db.transaction(async (tx) => {
    // Locks the user and every admin, in id order: nothing new can point at the user, and two
    // admins deleting each other at once cannot both succeed.
    const locked = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(or(eq(user.id, id), eq(user.role, "Admin")))
      .orderBy(user.id)
      .for("update");
    const target = locked.find((row) => row.id === id);
    if (!target) throw noSuchUser();
    if (target.role === "Admin" && !locked.some((row) => row.role === "Admin" && row.id !== id)) {
      throw new AppError("CONFLICT", "The last admin cannot be deleted.");
    }
    const photos = await tx
      .select({ name: images.name })
      .from(images)
      .where(eq(images.ownerId, id));
    // Products first (their reports and bookings cascade), so no product still points at a
    // photo when the user's delete cascades to the photos, sessions, bookings and reports.
    await tx.delete(products).where(eq(products.sellerId, id));
    await tx.delete(user).where(eq(user.id, id));
    return photos.map((photo) => photo.name);
  });
  // The user is gone either way: a file that cannot be removed is logged, not a failed request.
  const removals = await Promise.allSettled(
    imageNames.map((name) => removeImageFiles(storage, name)),
  );
  for (const removal of removals) {
    if (removal.status === "rejected") log.warn({ err: removal.reason }, "photo file left behind");
  }
  return 1;
}
