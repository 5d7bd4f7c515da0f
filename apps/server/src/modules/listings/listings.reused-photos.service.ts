import { inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { findImageHashes, findSimilarImages } from "../images";
import { setFlag } from "./listings.flags.service";
import { productPhotos } from "./listings.tables";

/** Another seller's photo that is a copy of one of ours, and the listings that show it. */
export type PhotoCopy = {
  imageId: string;
  sellerId: string;
  productIds: string[];
  /** Bits between the two hashes (0 = the same picture to the hash). */
  distance: number;
};

/** A listing photo that other sellers' listings also show. */
export type ReusedPhoto = { imageId: string; copies: PhotoCopy[] };

/**
 * Listings of sellers other than `sellerId` that show a copy of the photo whose hash is `hash`
 * (decision 021). A copy no listing shows (an upload not listed yet) is left out.
 */
export async function findListedCopies(
  db: Database,
  hash: bigint,
  sellerId: string,
): Promise<PhotoCopy[]> {
  const similar = await findSimilarImages(db, hash, sellerId);
  if (similar.length === 0) return [];
  const rows = await db
    .select({ imageId: productPhotos.imageId, productId: productPhotos.productId })
    .from(productPhotos)
    .where(
      inArray(
        productPhotos.imageId,
        similar.map((image) => image.imageId),
      ),
    )
    .orderBy(productPhotos.productId);
  return similar.flatMap((image) => {
    const productIds = rows.filter((row) => row.imageId === image.imageId);
    if (productIds.length === 0) return [];
    return [
      {
        imageId: image.imageId,
        sellerId: image.ownerId,
        productIds: productIds.map((row) => row.productId),
        distance: image.distance,
      },
    ];
  });
}

/**
 * Which of these photos (of seller `ownerId`) other sellers' listings also show; a seller
 * reusing their own photo is no signal. Photos without a hash are not compared.
 */
export async function findReusedPhotos(
  db: Database,
  imageIds: string[],
  ownerId: string,
): Promise<ReusedPhoto[]> {
  const hashes = await findImageHashes(db, imageIds);
  const reused: ReusedPhoto[] = [];
  for (const imageId of imageIds) {
    const hash = hashes.get(imageId);
    if (hash === undefined) continue;
    const copies = await findListedCopies(db, hash, ownerId);
    if (copies.length > 0) reused.push({ imageId, copies });
  }
  return reused;
}

/**
 * Raises, refreshes or clears the "reused-photo" flag of listing `productId` from the photos it
 * now shows; called in the transaction that saves the listing, so the flag matches them.
 */
export async function flagReusedPhotos(
  tx: Database,
  productId: string,
  sellerId: string,
  imageIds: string[],
): Promise<void> {
  const photos = await findReusedPhotos(tx, imageIds, sellerId);
  await setFlag(tx, productId, "reused-photo", photos.length === 0 ? null : { photos });
}
