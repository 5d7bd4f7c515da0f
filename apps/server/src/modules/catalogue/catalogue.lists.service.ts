import {
  BATTERY_UNKNOWN,
  type AdminProduct,
  type PassportBadges,
  type Product,
  type SellerTier,
} from "@bechedaw/shared";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { joinUser, tierColumns, userColumns } from "../auth";
import { ratingColumns, toRating } from "../auth";
import { imageColumns, imageUrl, joinImage } from "../images";
import { preparedQuery } from "../../db/prepared";
import { decodeCursor, encodeCursor, type Cursor } from "./catalogue.cursor";
import { isListed, products } from "../listings/listings.tables";

const ADVERTISED_LIMIT = 48;

/** The columns of the product JSON, beside a `joinProduct` or `joinProductDetails` join. */
export const productColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  imageName: imageColumns.name,
  sellerId: products.sellerId,
  sellerName: userColumns.name,
  sellerVerified: userColumns.verified,
  sellerTier: tierColumns.tier,
  sellerShopName: tierColumns.shopName,
  sellerReviewCount: ratingColumns.reviewCount,
  sellerReviewStars: ratingColumns.reviewStars,
  isAdvertised: products.isAdvertised,
  status: products.status,
  resalePrice: products.resalePrice,
  originalPrice: products.originalPrice,
  yearsOfUse: products.yearsOfUse,
  location: products.location,
  createdAt: products.createdAt,
  condition: products.condition,
  storage: products.storage,
  ram: products.ram,
  colour: products.colour,
  previousPrice: products.previousPrice,
  // Only the last 4 digits of an IMEI ever leave the database for a public answer.
  imeiLast4: sql<string | null>`right(${products.imei}, 4)`,
  official: products.official,
  batteryHealth: products.batteryHealth,
};

/** The product columns with the seller's email address: for admins' answers only. */
export const adminProductColumns = { ...productColumns, sellerEmail: userColumns.email };

const columns = {
  ...productColumns,
  // The exact (microsecond) timestamp for cursors, in UTC whatever the session's time zone.
  exactCreatedAt: sql<string>`to_char(${products.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

type ProductRow = {
  id: string;
  name: string;
  brand: string;
  imageName: string;
  sellerId: string;
  sellerName: string;
  sellerVerified: boolean;
  sellerTier: SellerTier;
  sellerShopName: string | null;
  sellerReviewCount: number;
  sellerReviewStars: number;
  isAdvertised: boolean;
  status: string;
  resalePrice: number;
  originalPrice: number;
  yearsOfUse: string;
  location: string;
  createdAt: Date;
  condition: string | null;
  storage: number | null;
  ram: number | null;
  colour: string | null;
  previousPrice: number | null;
  imeiLast4: string | null;
  official: boolean | null;
  batteryHealth: number | null;
};
type Description = Product["description"];

/** The passport's badges of a row, or null for a listing made before passports. */
export function passportBadgesOf(row: {
  imeiLast4: string | null;
  official: boolean | null;
  batteryHealth: number | null;
}): PassportBadges | null {
  if (row.imeiLast4 === null) return null;
  return {
    imeiLast4: row.imeiLast4,
    official: row.official ?? false,
    batteryHealth: row.batteryHealth ?? BATTERY_UNKNOWN,
  };
}

/** A row selected with `productColumns`, as the API's product JSON. */
export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    img: imageUrl(row.imageName),
    brand: row.brand as Product["brand"],
    sellerId: row.sellerId,
    sellerName: row.sellerName,
    sellerVerified: row.sellerVerified,
    sellerTier: row.sellerTier,
    sellerShopName: row.sellerTier === "shop" ? row.sellerShopName : null,
    sellerRating: toRating({
      reviewCount: row.sellerReviewCount,
      reviewStars: row.sellerReviewStars,
    }),
    isAdvertised: row.isAdvertised,
    status: row.status as Product["status"],
    condition: row.condition as Product["condition"],
    storage: row.storage,
    ram: row.ram,
    colour: row.colour,
    previousPrice: row.previousPrice,
    passport: passportBadgesOf(row),
    description: {
      resalePrice: row.resalePrice,
      originalPrice: row.originalPrice,
      yearsOfUse: row.yearsOfUse,
      location: row.location as Description["location"],
      date: row.createdAt.toISOString(),
    },
  };
}

/** A row selected with `adminProductColumns`, as admins see the product (its seller's email too). */
export function toAdminProduct(row: ProductRow & { sellerEmail: string }): AdminProduct {
  return { ...toProduct(row), sellerEmail: row.sellerEmail };
}

/** Joins a product's seller and photo to a query over products. */
export function joinProductDetails<T extends PgSelect>(query: T) {
  return joinImage(joinUser(query, products.sellerId), products.imageId);
}

/** Joins the product whose id is in `productId`, with its seller and photo (one per row). */
export function joinProduct<T extends PgSelect>(query: T, productId: AnyPgColumn) {
  return joinProductDetails(query.innerJoin(products, eq(products.id, productId)));
}

/**
 * Before the cursor `at`/`id` in newest-first order. The first page passes `FIRST_PAGE`, which
 * every row is before, so one prepared statement serves every page.
 */
function beforeCursor() {
  return sql`(${products.createdAt}, ${products.id}) < (${sql.placeholder("at")}::timestamptz, ${sql.placeholder("id")}::uuid)`;
}
export const FIRST_PAGE: Cursor = { at: "infinity", id: "ffffffff-ffff-ffff-ffff-ffffffffffff" };

/** Newest first, in the order the list indexes are declared (listings.tables.ts). */
const newestFirst = [desc(products.createdAt), desc(products.id)];

/** The advertised list (no placeholders). */
export function advertisedQuery(db: Database) {
  return joinProductDetails(db.select(columns).from(products).$dynamic())
    .where(and(eq(products.isAdvertised, true), isListed()))
    .orderBy(...newestFirst)
    .limit(ADVERTISED_LIMIT);
}

const advertised = preparedQuery((db) => advertisedQuery(db).prepare("advertised_products"));

/** The page's rows and the cursor after its last row, from a query that asked for one more. */
export function toPage<Row extends { id: string; exactCreatedAt: string }>(
  rows: Row[],
  pageSize: number,
): { rows: Row[]; nextCursor: string | undefined } {
  const page = rows.slice(0, pageSize);
  const last = page.at(-1);
  const hasMore = rows.length > pageSize && last !== undefined;
  return {
    rows: page,
    nextCursor: hasMore ? encodeCursor({ at: last.exactCreatedAt, id: last.id }) : undefined,
  };
}

/** The cursor in a request, or the first page's. */
export function cursorOf(value: string | undefined): Cursor {
  return value === undefined ? FIRST_PAGE : decodeCursor(value);
}

/** Available advertised phones for the home page, newest first. */
export async function findAdvertisedProducts(db: Database): Promise<Product[]> {
  const rows = await advertised(db).execute();
  return rows.map(toProduct);
}

/**
 * One page of one seller's products, sold, held and rejected ones included (with the reason of
 * a rejection), newest first, as product JSON rows with the `extra` columns (say, a count that another module knows how to make from
 * `productColumns.id`) and `exactCreatedAt` for the cursor. Placeholders `sellerId`, `at`, `id`;
 * it asks for `pageSize + 1` rows (see `toPage`).
 */
export function sellerProductsQuery<Extra extends Record<string, SQL>>(
  db: Database,
  extra: Extra,
  pageSize: number,
) {
  return joinProductDetails(
    db
      .select({ ...columns, rejectionReason: products.rejectionReason, ...extra })
      .from(products)
      .$dynamic(),
  )
    .where(
      and(
        eq(products.sellerId, sql.placeholder("sellerId")),
        // A deleted listing is gone from its seller's list; it stays for its deals only.
        sql`${products.status} <> 'deleted'`,
        beforeCursor(),
      ),
    )
    .orderBy(...newestFirst)
    .limit(pageSize + 1);
}
