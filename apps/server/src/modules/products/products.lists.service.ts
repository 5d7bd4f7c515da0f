import { BRANDS, PRODUCTS_PAGE_SIZE, type Product } from "@bechedaw/shared";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { joinUser, userColumns } from "../auth/auth.service";
import { imageColumns, imageUrl, joinImage } from "../images/images.service";
import { decodeCursor, encodeCursor } from "./products.cursor";
import { products } from "./products.tables";

const ADVERTISED_LIMIT = 48;

/** The columns of the product JSON, beside a `joinProduct` or `joinProductDetails` join. */
export const productColumns = {
  id: products.id,
  name: products.name,
  brand: products.brand,
  imageName: imageColumns.name,
  sellerName: userColumns.name,
  sellerEmail: userColumns.email,
  sellerVerified: userColumns.verified,
  isAdvertised: products.isAdvertised,
  status: products.status,
  resalePrice: products.resalePrice,
  originalPrice: products.originalPrice,
  yearsOfUse: products.yearsOfUse,
  location: products.location,
  createdAt: products.createdAt,
};

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
  sellerName: string;
  sellerEmail: string;
  sellerVerified: boolean;
  isAdvertised: boolean;
  status: string;
  resalePrice: number;
  originalPrice: number;
  yearsOfUse: string;
  location: string;
  createdAt: Date;
};
type Description = Product["description"];

/** A row selected with `productColumns`, as the API's product JSON. */
export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    img: imageUrl(row.imageName),
    brand: row.brand as Product["brand"],
    sellerName: row.sellerName,
    sellerEmail: row.sellerEmail,
    sellerVerified: row.sellerVerified,
    isAdvertised: row.isAdvertised,
    status: row.status as Product["status"],
    description: {
      resalePrice: row.resalePrice,
      originalPrice: row.originalPrice,
      yearsOfUse: row.yearsOfUse,
      location: row.location as Description["location"],
      date: row.createdAt.toISOString(),
    },
  };
}

/** Joins a product's seller and photo to a query over products. */
export function joinProductDetails<T extends PgSelect>(query: T) {
  return joinImage(joinUser(query, products.sellerId), products.imageId);
}

/** Joins the product whose id is in `productId`, with its seller and photo (one per row). */
export function joinProduct<T extends PgSelect>(query: T, productId: AnyPgColumn) {
  return joinProductDetails(query.innerJoin(products, eq(products.id, productId)));
}

async function selectProducts(db: Database, where: SQL | undefined, limit?: number) {
  const query = joinProductDetails(db.select(columns).from(products).$dynamic())
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id));
  return limit === undefined ? await query : await query.limit(limit);
}

/** The brand a category names, in any letter case, or undefined. */
function brandOf(category: string): Product["brand"] | undefined {
  const wanted = category.trim().toLowerCase();
  return BRANDS.find((brand) => brand.toLowerCase() === wanted);
}

/** One page of a brand's available phones, newest first, and the next page's cursor. */
export async function findProductsByCategory(
  db: Database,
  category: string,
  cursorValue?: string,
): Promise<{ products: Product[]; nextCursor: string | undefined }> {
  const cursor = cursorValue === undefined ? undefined : decodeCursor(cursorValue);
  const brand = brandOf(category);
  if (!brand) return { products: [], nextCursor: undefined };
  const rows = await selectProducts(
    db,
    and(
      eq(products.brand, brand),
      eq(products.status, "available"),
      cursor &&
        sql`(${products.createdAt}, ${products.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`,
    ),
    PRODUCTS_PAGE_SIZE + 1,
  );
  const page = rows.slice(0, PRODUCTS_PAGE_SIZE);
  const last = page.at(-1);
  const hasMore = rows.length > PRODUCTS_PAGE_SIZE && last !== undefined;
  return {
    products: page.map(toProduct),
    nextCursor: hasMore ? encodeCursor({ at: last.exactCreatedAt, id: last.id }) : undefined,
  };
}

/** Available advertised phones for the home page, newest first. */
export async function findAdvertisedProducts(db: Database): Promise<Product[]> {
  const rows = await selectProducts(
    db,
    and(eq(products.isAdvertised, true), eq(products.status, "available")),
    ADVERTISED_LIMIT,
  );
  return rows.map(toProduct);
}

/**
 * Every product of one seller, sold ones included, newest first, as product JSON rows with the
 * `extra` columns (say, a count that another module knows how to make from `productColumns.id`).
 */
export async function findSellerProductRows<Extra extends Record<string, SQL>>(
  db: Database,
  sellerId: string,
  extra: Extra,
) {
  return joinProductDetails(
    db
      .select({ ...productColumns, ...extra })
      .from(products)
      .$dynamic(),
  )
    .where(eq(products.sellerId, sellerId))
    .orderBy(desc(products.createdAt), desc(products.id));
}
