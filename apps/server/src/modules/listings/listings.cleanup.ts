import { isNotNull, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";
import { scheduleEvery } from "../../schedule";
import { deleteOrphanImageFiles, deleteUnusedImages } from "../images";
import { verificationPhotosInUse } from "../verification";
import { productPhotos, products } from "./listings.tables";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The private proofs listings hold in one of the passport's photo columns. */
function proofsInUse(db: Database, column: AnyPgColumn) {
  return db
    .select({ id: sql<string>`${column}` })
    .from(products)
    .where(isNotNull(column));
}

/**
 * Deletes photos uploaded over a day ago that no listing uses, as its cover, one of its other
 * photos or a private proof of its passport, and no pending verification request holds (an
 * admin may take days to decide); returns how many.
 */
export function deleteUnlistedPhotos(app: FastifyInstance, now = Date.now()): Promise<number> {
  const { db } = app;
  const inUse = db
    .select({ id: products.imageId })
    .from(products)
    .union(db.select({ id: productPhotos.imageId }).from(productPhotos))
    .union(proofsInUse(db, products.kydPhotoId))
    .union(proofsInUse(db, products.receiptPhotoId))
    .union(verificationPhotosInUse(db));
  return deleteUnusedImages(app.db, app.imageStorage, new Date(now - DAY_MS), inUse);
}

/** Deletes photo files over a day old that no photo row names (a crash's leftovers). */
export function deleteOrphanPhotoFiles(app: FastifyInstance, now = Date.now()): Promise<number> {
  return deleteOrphanImageFiles(app.db, app.imageStorage, new Date(now - DAY_MS));
}

/** Runs `deleteUnlistedPhotos` and `deleteOrphanPhotoFiles` every hour while the server runs. */
export function scheduleUnlistedPhotoCleanup(app: FastifyInstance): void {
  scheduleEvery(app, HOUR_MS, async () => {
    const deleted = await deleteUnlistedPhotos(app);
    if (deleted > 0) app.log.info(`deleted ${deleted} unlisted photos`);
    const orphans = await deleteOrphanPhotoFiles(app);
    if (orphans > 0) app.log.info(`deleted ${orphans} photo files no photo row names`);
  });
}
