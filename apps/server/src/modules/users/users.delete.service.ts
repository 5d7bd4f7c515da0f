import type { Role } from "@bechedaw/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { conflict } from "../../app-error";
import { deleteUserRecord, lockUserAndAdmins } from "../auth";
import { findImageNamesOf, removeImageFiles, type ImageStorage } from "../images";
import { findSubjectsReviewedBy, recountRatings } from "../deals";

type Locked = { id: string; role: Role }[];

/** 409 LAST_ADMIN when `id` is an admin and no other admin is among the locked rows. */
export function refuseLastAdmin(locked: Locked, id: string, message: string): void {
  const target = locked.find((row) => row.id === id);
  if (target?.role === "Admin" && !locked.some((row) => row.role === "Admin" && row.id !== id)) {
    throw conflict("LAST_ADMIN", message);
  }
}

/**
 * Deletes a user with everything of theirs, for the admin's Delete and for deleting one's own
 * account: sessions, accounts, products (with their reports and bookings), bookings, reports,
 * verification requests and photos. The user and the admins are locked in id order first (two
 * admins deleting each other at once cannot both succeed) and `check` may refuse on what it sees;
 * rows go in one transaction, the photo files only after it commits.
 */
export async function deleteUserWithEverything(
  deps: { db: Database; storage: ImageStorage; log: Pick<FastifyBaseLogger, "warn"> },
  id: string,
  check: (locked: Locked) => void,
): Promise<void> {
  const imageNames = await deps.db.transaction(async (tx) => {
    check(await lockUserAndAdmins(tx, id));
    return deleteUserRows(tx, id);
  });
  await removePhotoFiles(deps.storage, deps.log, imageNames);
}

/**
 * Inside a transaction: deletes a user's rows with everything of theirs, and answers the names
 * of their photos, whose files `removePhotoFiles` removes once the transaction has committed.
 */
export async function deleteUserRows(tx: Database, id: string): Promise<string[]> {
  const names = await findImageNamesOf(tx, id);
  // Their reviews of others go with them: those users' ratings are counted again below.
  const reviewed = await findSubjectsReviewedBy(tx, id);
  // Everything of theirs cascades in this one statement: products (with their reports and
  // bookings), photos, sessions, bookings and reports. The products' "no action" key on the
  // photo is checked at the statement's end, when both are gone (listings.tables.ts).
  await deleteUserRecord(tx, id);
  await recountRatings(
    tx,
    reviewed.filter((subjectId) => subjectId !== id),
  );
  return names;
}

/**
 * After a deletion committed: removes the photo files. The user is gone either way: a file that
 * cannot be removed is logged, not a failed request.
 */
export async function removePhotoFiles(
  storage: ImageStorage,
  log: Pick<FastifyBaseLogger, "warn">,
  names: string[],
): Promise<void> {
  const removals = await Promise.allSettled(names.map((name) => removeImageFiles(storage, name)));
  for (const removal of removals) {
    if (removal.status === "rejected") log.warn({ err: removal.reason }, "photo file left behind");
  }
}
