import { randomUUID } from "node:crypto";
import { BATTERY_UNKNOWN, type Role, type createProductSchema } from "@bechedaw/shared";
import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { isForeignKeyViolation } from "../../db/errors";
import { AppError, conflict, forbidden, notFound, unauthorized } from "../../errors";
import { findByUuid } from "../../db/uuid";
import {
  deleteImage,
  findOwnedImageByUrl,
  lockImages,
  type ImageStorage,
} from "../images/images.service";
import { flagReusedPhotos } from "./products.reused-photos.service";
import { isVerificationPhoto } from "../verification/verification.service";
import { productPhotos, productReports, products } from "./products.tables";

export type Caller = { id: string; role: Role };
export type NewProduct = z.output<typeof createProductSchema>;

/** The product's owner and state; a malformed id is as unknown as a missing one. */
export async function loadProduct(db: Database, id: string) {
  const row = await findByUuid(id, (id) =>
    db
      .select({
        sellerId: products.sellerId,
        imageId: products.imageId,
        status: products.status,
        kydPhotoId: products.kydPhotoId,
        receiptPhotoId: products.receiptPhotoId,
      })
      .from(products)
      .where(eq(products.id, id)),
  );
  if (!row) throw notFound("PRODUCT_NOT_FOUND", "No product with this id.");
  return row;
}

/** The listing's own fields, as a product row holds them (not its seller, id or photos). */
function listingFields(input: NewProduct) {
  const { passport } = input;
  return {
    name: input.name,
    brand: input.brand,
    resalePrice: input.description.resalePrice,
    originalPrice: input.description.originalPrice,
    yearsOfUse: input.description.yearsOfUse,
    location: input.description.location,
    condition: input.condition ?? null,
    storage: input.storage ?? null,
    ram: input.ram ?? null,
    colour: input.colour || null,
    descriptionText: input.description.text || null,
    imei: passport.imei,
    imei2: passport.imei2 ?? null,
    official: passport.official,
    batteryHealth: passport.batteryHealth === BATTERY_UNKNOWN ? null : passport.batteryHealth,
    hasBox: passport.hasBox,
    hasCharger: passport.hasCharger,
    hasReceipt: passport.hasReceipt,
    warrantyMonths: passport.warrantyMonths,
    repairs: passport.repairs || null,
  };
}

/**
 * The image ids of the passport's private proof photos (null for none); each must be a private
 * photo the seller uploaded.
 */
async function proofIdsOf(db: Database, sellerId: string, input: NewProduct) {
  const idOf = async (field: "kydPhoto" | "receiptPhoto") => {
    const url = input.passport[field];
    if (!url) return null;
    const imageId = await findOwnedImageByUrl(db, url, sellerId, { isPrivate: true });
    // A document sent for seller verification is deleted once decided: never a listing's proof.
    if (imageId && !(await isVerificationPhoto(db, imageId))) return imageId;
    const message = `Please upload the proof first: ${field} must be a private photo you uploaded.`;
    throw new AppError("IMAGE_NOT_YOURS", message, [{ path: `body/passport/${field}`, message }]);
  };
  return { kydPhotoId: await idOf("kydPhoto"), receiptPhotoId: await idOf("receiptPhoto") };
}

/** The image ids of a listing's photos, the cover first; each must be a photo the seller uploaded. */
async function photoIdsOf(
  db: Database,
  sellerId: string,
  input: NewProduct,
): Promise<[string, ...string[]]> {
  const urls = [input.img, ...(input.extraPhotos ?? [])];
  const ids: string[] = [];
  for (const [i, url] of urls.entries()) {
    const path = i === 0 ? "body/img" : `body/extraPhotos/${i - 1}`;
    const imageId = await findOwnedImageByUrl(db, url, sellerId);
    if (!imageId) {
      const field = i === 0 ? "img" : "each of extraPhotos";
      const message = `Please upload the photo first: ${field} must be a photo you uploaded.`;
      throw new AppError("IMAGE_NOT_YOURS", message, [{ path, message }]);
    }
    ids.push(imageId);
  }
  const [cover, ...others] = ids;
  if (cover === undefined) throw new Error("a listing without a cover");
  return [cover, ...others];
}

const photoRows = (productId: string, imageIds: string[]) =>
  imageIds.map((imageId, position) => ({ productId, imageId, position }));

/**
 * Within the transaction that gives listing `productId` its photos: locks the photos, so two
 * listings taking the same photo at once wait for each other, then refuses an extra photo
 * (not the cover) that another listing shows.
 */
async function claimPhotos(tx: Database, productId: string, imageIds: string[]) {
  await lockImages(tx, imageIds);
  for (const [i, imageId] of imageIds.entries()) {
    if (i > 0 && (await isImageInUse(tx, imageId, productId))) {
      const message = "This photo belongs to another of your listings.";
      throw new AppError("PHOTO_IN_USE", message, [{ path: `body/extraPhotos/${i - 1}`, message }]);
    }
  }
}

/**
 * Lists a phone for the calling seller, who must have uploaded its photos. Posted now, unless
 * `postedAt` says otherwise (the demo data spreads its listings over weeks).
 */
export async function createProduct(
  db: Database,
  seller: Caller,
  input: NewProduct,
  options: { postedAt?: Date } = {},
) {
  const imageIds = await photoIdsOf(db, seller.id, input);
  const proofIds = await proofIdsOf(db, seller.id, input);
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await claimPhotos(tx, id, imageIds);
    await tx.insert(products).values({
      id,
      ...listingFields(input),
      ...proofIds,
      sellerId: seller.id,
      imageId: imageIds[0],
      ...(options.postedAt && { createdAt: options.postedAt }),
    });
    await tx.insert(productPhotos).values(photoRows(id, imageIds));
    await flagReusedPhotos(tx, id, seller.id, imageIds);
  });
  return id;
}

/**
 * Replaces a listing of the caller's with `input`, photos included (decision 016). A lower
 * price keeps the one before as `previousPrice` until the price rises to it again. Photos it no
 * longer shows, and no other listing does, are deleted.
 */
export async function updateProduct(
  db: Database,
  storage: ImageStorage,
  caller: Caller,
  id: string,
  input: NewProduct,
) {
  const product = await loadProduct(db, id);
  if (product.sellerId !== caller.id) {
    throw forbidden("NOT_PRODUCT_OWNER", "Only its seller can edit a product.");
  }
  if (product.status === "sold") throw conflict("PRODUCT_SOLD", "This product is already sold.");
  const imageIds = await photoIdsOf(db, caller.id, input);
  const proofIds = await proofIdsOf(db, caller.id, input);
  const price = input.description.resalePrice;
  const removed = await db.transaction(async (tx) => {
    // Updating the row first locks it: a second edit of the same listing waits for this one.
    const updated = await tx
      .update(products)
      .set({
        ...listingFields(input),
        ...proofIds,
        imageId: imageIds[0],
        previousPrice: sql`CASE WHEN ${price}::integer < ${products.resalePrice} THEN ${products.resalePrice}
          WHEN ${price}::integer < ${products.previousPrice} THEN ${products.previousPrice} END`,
      })
      .where(and(eq(products.id, id), eq(products.status, "available")))
      .returning({ id: products.id });
    if (updated.length === 0) throw conflict("PRODUCT_SOLD", "This product is already sold.");
    await claimPhotos(tx, id, imageIds);
    const before = await tx
      .delete(productPhotos)
      .where(eq(productPhotos.productId, id))
      .returning({ imageId: productPhotos.imageId });
    await tx.insert(productPhotos).values(photoRows(id, imageIds));
    await flagReusedPhotos(tx, id, caller.id, imageIds);
    return before.map((row) => row.imageId).filter((imageId) => !imageIds.includes(imageId));
  });
  for (const imageId of new Set([product.imageId, ...removed])) {
    if (!imageIds.includes(imageId)) await deleteImageIfUnused(db, storage, imageId);
  }
  await deleteReplacedProofs(db, storage, product, proofIds);
  return 1;
}

/** Advertises a product of the caller's (one-way); 0 modified when it already was. */
export async function advertiseProduct(db: Database, caller: Caller, id: string) {
  const product = await loadProduct(db, id);
  if (product.sellerId !== caller.id) {
    throw forbidden("NOT_PRODUCT_OWNER", "Only its seller can advertise a product.");
  }
  if (product.status === "sold") throw conflict("PRODUCT_SOLD", "This product is already sold.");
  const updated = await db
    .update(products)
    .set({ isAdvertised: true })
    .where(and(eq(products.id, id), eq(products.isAdvertised, false)))
    .returning({ id: products.id });
  return updated.length;
}

/** Deletes a product (its seller or an admin), its reports, and its photos no longer used. */
export async function deleteProduct(
  db: Database,
  storage: ImageStorage,
  caller: Caller,
  id: string,
) {
  const product = await loadProduct(db, id);
  if (product.sellerId !== caller.id && caller.role !== "Admin") {
    throw forbidden("NOT_PRODUCT_OWNER", "Only its seller or an admin can delete a product.");
  }
  const photos = await db
    .select({ imageId: productPhotos.imageId })
    .from(productPhotos)
    .where(eq(productPhotos.productId, id));
  // Reports and photo rows go with the product (ON DELETE CASCADE).
  const deleted = await db
    .delete(products)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (deleted.length > 0) {
    const imageIds = new Set([product.imageId, ...photos.map((photo) => photo.imageId)]);
    for (const imageId of imageIds) await deleteImageIfUnused(db, storage, imageId);
    await deleteReplacedProofs(db, storage, product, { kydPhotoId: null, receiptPhotoId: null });
  }
  return deleted.length;
}

/**
 * Deletes the private proofs a listing held `before` and no longer holds `after` (a listing
 * shows none of them; another listing holding one keeps it, through its foreign key).
 */
async function deleteReplacedProofs(
  db: Database,
  storage: ImageStorage,
  before: { kydPhotoId: string | null; receiptPhotoId: string | null },
  after: { kydPhotoId: string | null; receiptPhotoId: string | null },
) {
  const kept = [after.kydPhotoId, after.receiptPhotoId];
  for (const imageId of [before.kydPhotoId, before.receiptPhotoId]) {
    if (imageId && !kept.includes(imageId)) await deleteImageIfUnused(db, storage, imageId);
  }
}

/** Deletes a photo (row and files) that no listing uses any more. */
async function deleteImageIfUnused(db: Database, storage: ImageStorage, imageId: string) {
  if (await isImageInUse(db, imageId)) return;
  await deleteImage(db, storage, imageId).catch((error: unknown) => {
    // Another listing took up the same photo in the meantime: keep it.
    if (!isForeignKeyViolation(error)) throw error;
  });
}

/**
 * Whether a listing (other than `exceptProductId`) shows the photo, as its cover or another: a
 * listing's photo rows hold its cover too (position 0), so they alone tell.
 */
async function isImageInUse(
  db: Database,
  imageId: string,
  exceptProductId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ productId: productPhotos.productId })
    .from(productPhotos)
    .where(
      and(
        eq(productPhotos.imageId, imageId),
        exceptProductId === undefined ? undefined : ne(productPhotos.productId, exceptProductId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Records one report per user per product; sellers cannot report their own. */
export async function reportProduct(db: Database, caller: Caller, id: string, reason?: string) {
  const product = await loadProduct(db, id);
  if (product.sellerId === caller.id) {
    throw forbidden("OWN_PRODUCT", "You cannot report your own product.");
  }
  const inserted = await db
    .insert(productReports)
    .values({ productId: id, reporterId: caller.id, reason: reason || null })
    .onConflictDoNothing()
    .returning({ productId: productReports.productId })
    .catch(async (error: unknown) => {
      if (!isForeignKeyViolation(error)) throw error;
      // The phone (404) or the reporter's account (401) was deleted since it was read.
      await loadProduct(db, id);
      throw unauthorized();
    });
  if (inserted.length === 0) {
    throw conflict("ALREADY_REPORTED", "You have already reported this product.");
  }
}
