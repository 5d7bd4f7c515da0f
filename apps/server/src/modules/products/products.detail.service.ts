import type { ProductDetail, SellerProfile } from "@bechedaw/shared";
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { findByUuid } from "../../db/uuid";
import { notFound } from "../../errors";
import { findUserProfile } from "../auth/auth.service";
import { imageColumns, imageUrl, joinImage } from "../images/images.service";
import { joinProductDetails, productColumns, toProduct } from "./products.lists.service";
import { findLowPriceWarning } from "./products.prices.service";
import { publicPassportColumns, toPublicPassport } from "./products.passport.service";
import { productPhotos, products } from "./products.tables";

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
  if (found?.role !== "Seller") return undefined;
  return sellerProfileOf(db, found);
}

async function sellerProfileOf(
  db: Database,
  seller: { id: string; name: string; verified: boolean; createdAt: Date },
): Promise<SellerProfile> {
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
    memberSince: seller.createdAt.toISOString(),
    forSale: countOf("available"),
    sold: countOf("sold"),
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

/**
 * Up to six available phones of the same brand whose name is like this one's (pg_trgm's word
 * similarity, through the search index) within half its price either way, nearest price first.
 */
function similarProductsQuery(
  db: Database,
  product: { id: string; name: string; brand: string; resalePrice: number },
) {
  const span = Math.round(product.resalePrice * SIMILAR_PRICE_SPAN);
  return joinProductDetails(db.select(productColumns).from(products).$dynamic())
    .where(
      and(
        eq(products.status, "available"),
        eq(products.brand, product.brand),
        ne(products.id, product.id),
        sql`${products.resalePrice} BETWEEN ${product.resalePrice - span} AND ${product.resalePrice + span}`,
        sql`${products.searchText} %> lower(${product.name})`,
      ),
    )
    .orderBy(sql`abs(${products.resalePrice} - ${product.resalePrice})`, asc(products.id))
    .limit(SIMILAR_LIMIT);
}

/** A listing's page: every field, its photos, its seller and similar phones. Sold ones too. */
export async function findProductDetail(db: Database, id: string): Promise<ProductDetail> {
  const row = await findByUuid(id, (id) =>
    joinProductDetails(
      db
        .select({
          ...productColumns,
          ...publicPassportColumns,
          descriptionText: products.descriptionText,
        })
        .from(products)
        .$dynamic(),
    ).where(eq(products.id, id)),
  );
  if (!row) throw notFound("PRODUCT_NOT_FOUND", "No product with this id.");
  const product = toProduct(row);
  const seller = await findUserProfile(db, row.sellerId);
  if (!seller) throw notFound("PRODUCT_NOT_FOUND", "No product with this id.");
  const [photos, profile, similar, priceWarning] = await Promise.all([
    photosOf(db, row.id),
    sellerProfileOf(db, seller),
    similarProductsQuery(db, row),
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
  };
}
