import type { FastifyInstance } from "fastify";
import { scheduleEvery } from "../../schedule";
import { deleteOrphanImageFiles, deleteUnusedImages } from "../images/images.service";
import { productPhotos, products } from "./products.tables";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes photos uploaded over a day ago that no listing uses, as its cover or one of its other
 * photos; returns how many.
 */
export function deleteUnlistedPhotos(app: FastifyInstance, now = Date.now()): Promise<number> {
  const inUse = app.db
    .select({ id: products.imageId })
    .from(products)
    .union(app.db.select({ id: productPhotos.imageId }).from(productPhotos));
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
