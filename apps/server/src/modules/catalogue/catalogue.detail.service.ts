import type { ProductDetail, SellerProfile } from "@bechedaw/shared";
import { and, asc, count, desc, eq, gte, lt, lte, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { findByUuid } from "../../db/uuid";
import { notFound } from "../../app-error";
import { type Caller, findUserProfile, toRating, type UserProfile } from "../auth";
import { imageColumns, imageUrl, joinImage } from "../images";
import { joinProductDetails, productColumns, toProduct } from "./catalogue.lists.service";
import { findLowPriceWarning } from "../listings";
import { isListed, productPhotos, products } from "../listings/listings.tables";
import { publicPassportColumns, toPublicPassport } from "./catalogue.passport.service";
import { asksForAdvance } from "@bechedaw/shared/advance-requests";

const SIMILAR_LIMIT = 6;
/** Similar phones cost at most this far from the phone's price, either way (a fraction of it). */
const SIMILAR_PRICE_SPAN = 0.5;

/**
 * A seller as buyers see them, or undefined for an unknown user or one who sells nothing
 * (a buyer or an admin).
 */
export async function findSellerProfile(
  db: Database,
  sellerId: string,
): Promise<SellerProfile | undefined> {
  const found = await findUserProfile(db, sellerId);
  // A banned seller has no public profile (decision 023).
  if (found?.role !== "Seller" || found.bannedAt !== null) return undefined;
  return sellerProfileOf(db, found);
}

async function sellerProfileOf(db: Database, seller: UserProfile): Promise<SellerProfile> {
  const counts = await db
    .select({ status: products.status, n: count() })
    .from(products)
    .where(eq(products.sellerId, seller.id))
    .groupBy(products.status);
  const countOf = (status: string) => Number(counts.find((row) => row.status === status)?.n ?? 0);
  return {
    id: seller.id,
    name: seller.name,
    verified: seller.verified,
    tier: seller.tier,
    shopName: seller.tier === "shop" ? seller.shopName : null,
    memberSince: seller.createdAt.toISOString(),
    forSale: countOf("available"),
    sold: countOf("sold"),
    rating: toRating(seller),
  };
}

/** Every photo of a listing in its order (the cover first), as URLs. */
async function photosOf(db: Database, productId: string): Promise<string[]> {
  const rows = await joinImage(
    db
      .select({ name: imageColumns.name })
      .from(productPhotos)
      .where(eq(productPhotos.productId, productId))
      .orderBy(asc(productPhotos.position))
      .$dynamic(),
    productPhotos.imageId,
  );
  return rows.map((row) => imageUrl(row.name));
}

type SimilarTo = { id: string; brand: string; modelKey: string; resalePrice: number };

/**
 * Available phones of the same model (brand and model key, decision 022) priced on one side of
 * `product`'s price, within half of it, nearest first: read in order from the model's price
 * index, so a model with thousands of listings costs no more than one with ten.
 */
export function nearbyQuery(db: Database, product: SimilarTo, side: "above" | "below") {
  const price = product.resalePrice;
  const span = Math.round(price * SIMILAR_PRICE_SPAN);
  const isAbove = side === "above";
  return (
    joinProductDetails(db.select(productColumns).from(products).$dynamic())
      .where(
        and(
          isListed(),
          eq(products.brand, product.brand),
          eq(products.modelKey, product.modelKey),
          ne(products.id, product.id),
          isAbove
            ? and(gte(products.resalePrice, price), lte(products.resalePrice, price + span))
            : and(gte(products.resalePrice, price - span), lt(products.resalePrice, price)),
        ),
      )
      // Forwards or backwards along the index, the id's order too.
      .orderBy(
        ...(isAbove
          ? [asc(products.resalePrice), asc(products.id)]
          : [desc(products.resalePrice), desc(products.id)]),
      )
      .limit(SIMILAR_LIMIT)
  );
}

/** Up to six phones of the same model within half its price either way, nearest price first. */
async function findSimilarProducts(db: Database, product: SimilarTo) {
  const sides = await Promise.all([
    nearbyQuery(db, product, "above"),
    nearbyQuery(db, product, "below"),
  ]);
  const distance = (row: { resalePrice: number }) =>
    Math.abs(row.resalePrice - product.resalePrice);
  return sides
    .flat()
    .sort((a, b) => distance(a) - distance(b) || (a.id < b.id ? -1 : 1))
    .slice(0, SIMILAR_LIMIT);
}

/**
 * Whether `viewer` may open a listing's page: anyone an available or sold listing of a seller
 * who is not banned; its seller their own held or rejected one; admins every one.
 */
function isVisibleTo(
  row: { sellerId: string; status: string; sellerBanned: boolean },
  viewer: Caller | null,
): boolean {
  // A deleted listing stays only for its deals' history and the admins' evidence.
  if (row.status === "deleted") return false;
  if (viewer?.role === "Admin") return true;
  if (row.sellerBanned) return false;
  return row.status === "available" || row.status === "sold" || viewer?.id === row.sellerId;
}

/**
 * A listing's page: every field, its photos, its seller and similar phones. Sold ones too; a
 * held or rejected one only for its seller and admins, and none of a banned seller's but for
 * admins (others get 404, as for a listing that does not exist).
 */
export async function findProductDetail(
  db: Database,
  id: string,
  viewer: Caller | null = null,
): Promise<ProductDetail> {
  const row = await findByUuid(id, (id) =>
    joinProductDetails(
      db
        .select({
          ...productColumns,
          ...publicPassportColumns,
          descriptionText: products.descriptionText,
          modelKey: products.modelKey,
          sellerBanned: products.sellerBanned,
        })
        .from(products)
        .$dynamic(),
    ).where(eq(products.id, id)),
  );
  if (!row || !isVisibleTo(row, viewer)) {
    throw notFound("PRODUCT_NOT_FOUND", "No product with this id.");
  }
  const product = toProduct(row);
  const seller = await findUserProfile(db, row.sellerId);
  if (!seller) throw notFound("PRODUCT_NOT_FOUND", "No product with this id.");
  const [photos, profile, similar, priceWarning] = await Promise.all([
    photosOf(db, row.id),
    sellerProfileOf(db, seller),
    findSimilarProducts(db, row),
    findLowPriceWarning(db, { ...row, brand: product.brand }),
  ]);
  return {
    ...product,
    photos: photos.length > 0 ? photos : [product.img],
    description: { ...product.description, text: row.descriptionText },
    passport: toPublicPassport(row),
    seller: profile,
    similar: similar.map(toProduct),
    priceWarning,
    asksForAdvance: [row.name, row.colour ?? "", row.descriptionText ?? ""].some(asksForAdvance),
  };
}
