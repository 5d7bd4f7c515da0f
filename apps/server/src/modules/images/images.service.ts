import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import {
  and,
  count,
  eq,
  gte,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
  type SQLWrapper,
} from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { isForeignKeyViolation } from "../../db/pg-errors";
import { AppError, notFound } from "../../app-error";
import { createLimiter } from "../../concurrency";
import { BAND_SHIFTS, bandProbes, SAME_PHOTO_MAX_DISTANCE } from "./images.hash";
import { hashStoredPhoto, processPhoto } from "./images.processing";
import type { ImageStorage, OpenedImage } from "./images.storage";
import { hashBandSql, images } from "./images.tables";

export type { ImageStorage } from "./images.storage";

const NAME = "[A-Za-z0-9_-]{22}";
const FILE_PATTERN = new RegExp(`^${NAME}(-card)?\\.webp$`);
const URL_PATTERN = new RegExp(`^/images/(${NAME})\\.webp$`);
const PRIVATE_FILE_PATTERN = new RegExp(`^(${NAME})\\.webp$`);
const PRIVATE_URL_PATTERN = new RegExp(`^/api/images/private/(${NAME})\\.webp$`);
/** A stored file of any kind, or a temporary one on its way there; group 1 is the name. */
const STORED_PATTERN = new RegExp(
  `^(${NAME})(?:-card|-private)?\\.webp(?:\\.[0-9a-f]{12}\\.tmp)?$`,
);

const displayFile = (name: string) => `${name}.webp`;
const cardFile = (name: string) => `${name}-card.webp`;
/** A private proof's one file: a name the public route's pattern never matches. */
const privateFile = (name: string) => `${name}-private.webp`;

/** The public address of an image's display size (the card size sits beside it). */
export function imageUrl(name: string): string {
  return `/images/${displayFile(name)}`;
}

/** The address of a private proof photo, which only its owner and admins can open. */
function privateImageUrl(name: string): string {
  return `/api/images/private/${displayFile(name)}`;
}

/** The addresses of these private proofs, by image id (ids that are no image are left out). */
export async function privateImageUrlsOf(
  db: Database,
  ids: string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: images.id, name: images.name })
    .from(images)
    .where(and(inArray(images.id, ids), eq(images.isPrivate, true)));
  return new Map(rows.map((row) => [row.id, privateImageUrl(row.name)]));
}

/** The columns of an image other modules may select, beside a `joinImage` join. */
export const imageColumns = { id: images.id, name: images.name };

/** Joins the image whose id is in `imageId` (one per row). */
export function joinImage<T extends PgSelect>(query: T, imageId: AnyPgColumn) {
  return query.innerJoin(images, eq(images.id, imageId));
}

/** The names of every image a user uploaded. */
export async function findImageNamesOf(db: Database, ownerId: string): Promise<string[]> {
  const rows = await db
    .select({ name: images.name })
    .from(images)
    .where(eq(images.ownerId, ownerId));
  return rows.map((row) => row.name);
}

/** Photos a seller may upload in any 24 hours; unused ones are deleted after a day. */
export const DAILY_UPLOAD_QUOTA = 200;

/**
 * Photos are decoded one fewer at a time than the machine has cores (one on two cores, each on
 * one libvips thread), so the event loop keeps a core for every other request; eight more may
 * wait. Beyond that an upload is refused at once with 503 and Retry-After instead of queueing
 * without bound behind a flood of 40-megapixel images.
 */
const processing = createLimiter(Math.max(1, os.availableParallelism() - 1));
const MAX_WAITING_PHOTOS = 8;
export const UPLOADS_BUSY_RETRY_SECONDS = 5;

/** Photos being decoded now and waiting for a turn, in this process (for the metrics). */
export function photoProcessingQueue(): { running: number; waiting: number } {
  return { running: processing.active, waiting: processing.waiting };
}

async function countUploadsSince(db: Database, ownerId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(images)
    .where(and(eq(images.ownerId, ownerId), gte(images.createdAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * Re-encodes an upload, stores both sizes under a random name and records its owner. A private
 * proof (`isPrivate`) is kept at the display size only, under a name the public route refuses.
 */
export async function saveImage(
  db: Database,
  storage: ImageStorage,
  ownerId: string,
  upload: Buffer,
  { isPrivate = false } = {},
): Promise<{ url: string }> {
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000);
  if ((await countUploadsSince(db, ownerId, dayAgo)) >= DAILY_UPLOAD_QUOTA) {
    throw new AppError(
      "UPLOAD_QUOTA_REACHED",
      `At most ${DAILY_UPLOAD_QUOTA} photos a day; please try again tomorrow.`,
    );
  }
  if (processing.waiting >= MAX_WAITING_PHOTOS) {
    throw new AppError("UPLOADS_BUSY", "Many photos are being processed; please try again.");
  }
  const { display, card, hash } = await processing.run(() => processPhoto(upload));
  const name = randomBytes(16).toString("base64url");
  try {
    if (isPrivate) {
      await storage.put(privateFile(name), display);
    } else {
      await storage.put(displayFile(name), display);
      await storage.put(cardFile(name), card);
    }
    // A private proof is no listing photo: it is never compared with other sellers' photos.
    const perceptualHash = isPrivate ? null : hash;
    await db.insert(images).values({ id: randomUUID(), name, ownerId, isPrivate, perceptualHash });
  } catch (error) {
    await removeImageFiles(storage, name);
    throw error;
  }
  return { url: isPrivate ? privateImageUrl(name) : imageUrl(name) };
}

/**
 * The bytes of a private proof photo, for its owner or an admin; to anyone else it is as
 * unknown as a missing one (404), so its existence is not given away.
 */
export async function readPrivateImageFile(
  db: Database,
  storage: ImageStorage,
  file: string,
  caller: { id: string; role: string },
): Promise<Buffer> {
  const name = PRIVATE_FILE_PATTERN.exec(file)?.[1];
  const [row] = name
    ? await db
        .select({ ownerId: images.ownerId })
        .from(images)
        .where(and(eq(images.name, name), eq(images.isPrivate, true)))
    : [];
  const mayRead = row && (row.ownerId === caller.id || caller.role === "Admin");
  const data = mayRead && name ? await storage.read(privateFile(name)) : null;
  if (!data) throw notFound("IMAGE_NOT_FOUND", "No such image.");
  return data;
}

/** Whether `file` names a public photo file (a private proof's never does). */
export function isPublicImageFile(file: string): boolean {
  return FILE_PATTERN.test(file);
}

/** A stored public WebP file, opened; anything that is not one of our file names is 404. */
export async function openImageFile(storage: ImageStorage, file: string): Promise<OpenedImage> {
  const opened = isPublicImageFile(file) ? await storage.open(file) : null;
  if (!opened) throw notFound("IMAGE_NOT_FOUND", "No such image.");
  return opened;
}

/**
 * The id of the image at `url` when `ownerId` uploaded it, else null: a public photo's address,
 * or with `isPrivate` a private proof's.
 */
export async function findOwnedImageByUrl(
  db: Database,
  url: string,
  ownerId: string,
  { isPrivate = false } = {},
): Promise<string | null> {
  const name = (isPrivate ? PRIVATE_URL_PATTERN : URL_PATTERN).exec(url)?.[1];
  if (!name) return null;
  const [row] = await db
    .select({ id: images.id })
    .from(images)
    .where(
      and(eq(images.name, name), eq(images.ownerId, ownerId), eq(images.isPrivate, isPrivate)),
    );
  return row?.id ?? null;
}

/** Removes an image's row, then both of its files. */
export async function deleteImage(db: Database, storage: ImageStorage, id: string) {
  const [row] = await db.delete(images).where(eq(images.id, id)).returning({ name: images.name });
  if (row) await removeImageFiles(storage, row.name);
}

/**
 * Inside a transaction: deletes these photos' rows and answers their names, so the caller can
 * remove their files once the transaction commits. A photo a listing still holds (its foreign
 * key refuses the delete) is kept, for that listing.
 */
export async function deleteImageRows(tx: Database, ids: string[]): Promise<string[]> {
  const names: string[] = [];
  for (const id of ids) {
    try {
      const rows = await tx.transaction((savepoint) =>
        savepoint.delete(images).where(eq(images.id, id)).returning({ name: images.name }),
      );
      names.push(...rows.map((row) => row.name));
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  return names;
}

/** Removes every stored file of an image (its row is the caller's business). */
export async function removeImageFiles(storage: ImageStorage, name: string) {
  await Promise.all(
    [displayFile(name), cardFile(name), privateFile(name)].map((file) => storage.remove(file)),
  );
}

/**
 * Deletes photos uploaded before `cutoff` that no listing uses (`usedImageIds` selects the ids
 * in use); returns how many. Uploads a seller never listed would otherwise stay forever.
 */
export async function deleteUnusedImages(
  db: Database,
  storage: ImageStorage,
  cutoff: Date,
  usedImageIds: SQLWrapper,
): Promise<number> {
  const rows = await db
    .delete(images)
    .where(and(lt(images.createdAt, cutoff), notInArray(images.id, usedImageIds)))
    .returning({ name: images.name });
  for (const row of rows) await removeImageFiles(storage, row.name);
  return rows.length;
}

/**
 * Deletes photo files last written before `cutoff` that no image row names, and temporary
 * files: a server killed between writing a photo's files and its row (or in the middle of
 * writing one) leaves them, and nothing else would ever remove them. Younger files may belong
 * to an upload still in progress. Returns how many files went.
 */
export async function deleteOrphanImageFiles(
  db: Database,
  storage: ImageStorage,
  cutoff: Date,
): Promise<number> {
  const filesByName = new Map<string, string[]>();
  for (const file of await storage.list()) {
    const name = STORED_PATTERN.exec(file.name)?.[1];
    if (!name || file.modifiedAt >= cutoff) continue;
    filesByName.set(name, [...(filesByName.get(name) ?? []), file.name]);
  }
  const names = [...filesByName.keys()];
  let deleted = 0;
  for (let start = 0; start < names.length; start += 500) {
    const batch = names.slice(start, start + 500);
    const rows = await db
      .select({ name: images.name })
      .from(images)
      .where(inArray(images.name, batch));
    const recorded = new Set(rows.map((row) => row.name));
    for (const name of batch) {
      for (const file of filesByName.get(name) ?? []) {
        if (recorded.has(name) && !file.endsWith(".tmp")) continue;
        await storage.remove(file);
        deleted += 1;
      }
    }
  }
  return deleted;
}

/**
 * Locks these photos' rows until the transaction `tx` ends, in one order (so two transactions
 * never deadlock); a foreign key to them is still free to point at them.
 */
export async function lockImages(tx: Database, ids: string[]): Promise<void> {
  await tx
    .select({ id: images.id })
    .from(images)
    .where(inArray(images.id, ids))
    .orderBy(images.id)
    .for("no key update");
}

/** The perceptual hashes of these photos (decision 021); a photo without one is left out. */
export async function findImageHashes(db: Database, ids: string[]): Promise<Map<string, bigint>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: images.id, hash: images.perceptualHash })
    .from(images)
    .where(and(inArray(images.id, ids), isNotNull(images.perceptualHash)));
  return new Map(rows.map((row) => [row.id, row.hash!]));
}

export type SimilarImage = { imageId: string; ownerId: string; distance: number };

/**
 * Photos of owners other than `ownerId` whose hash is within SAME_PHOTO_MAX_DISTANCE bits of
 * `hash`: copies of the same picture. Each band's index gives the candidates (images.hash.ts);
 * the exact distance decides.
 */
export async function findSimilarImages(
  db: Database,
  hash: bigint,
  ownerId: string,
): Promise<SimilarImage[]> {
  const distance = sql<number>`bit_count((${images.perceptualHash} # ${hash.toString()}::bigint)::bit(64))::integer`;
  const probes = bandProbes(hash);
  const inBand = BAND_SHIFTS.map(
    (shift, i) => sql`${hashBandSql(shift)} IN (${sql.raw(probes[i]!.join(", "))})`,
  );
  const rows = await db
    .select({ imageId: images.id, ownerId: images.ownerId, distance })
    .from(images)
    .where(
      and(
        isNotNull(images.perceptualHash),
        or(...inBand),
        ne(images.ownerId, ownerId),
        sql`${distance} <= ${SAME_PHOTO_MAX_DISTANCE}`,
      ),
    )
    .orderBy(distance, images.id);
  return rows.map((row) => ({ ...row, distance: Number(row.distance) }));
}

/**
 * Hashes the photos stored before perceptual hashes (decision 021) from their display files,
 * one at a time beside uploads, until none is left or `isStopped()`; returns how many. A photo
 * that stays without one (flat, or its file is gone) is passed over until the next start.
 */
export async function hashUnhashedImages(
  db: Database,
  storage: ImageStorage,
  isStopped: () => boolean,
): Promise<number> {
  let after: string | undefined;
  let hashed = 0;
  while (!isStopped()) {
    const rows = await db
      .select({ id: images.id, name: images.name })
      .from(images)
      .where(
        and(
          isNull(images.perceptualHash),
          // A private proof has no display file and is never compared (createImage).
          eq(images.isPrivate, false),
          after ? gt(images.id, after) : undefined,
        ),
      )
      .orderBy(images.id)
      .limit(100);
    if (rows.length === 0) break;
    for (const row of rows) {
      if (isStopped()) break;
      after = row.id;
      const file = await storage.read(displayFile(row.name));
      if (!file) continue;
      const hash = await processing.run(() => hashStoredPhoto(file)).catch(() => null);
      if (hash === null) continue;
      await db
        .update(images)
        .set({ perceptualHash: hash })
        .where(and(eq(images.id, row.id), isNull(images.perceptualHash)));
      hashed += 1;
    }
  }
  return hashed;
}
