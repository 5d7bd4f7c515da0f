import { BRANDS, PRODUCTS_PAGE_SIZE, type Product } from "@bechedaw/shared";
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { joinUser, userColumns } from "../auth/auth.service";
import { imageColumns, imageUrl, joinImage } from "../images/images.service";
import { preparedQuery } from "../../db/prepared";
import { decodeCursor, encodeCursor, type Cursor } from "./products.cursor";
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

/** A page's worth of products plus one, to know whether another page follows. */
const PAGE_PLUS_ONE = PRODUCTS_PAGE_SIZE + 1;

/**
 * Before the cursor `at`/`id` in newest-first order. The first page passes `FIRST_PAGE`, which
 * every row is before, so one prepared statement serves every page.
 */
function beforeCursor() {
  return sql`(${products.createdAt}, ${products.id}) < (${sql.placeholder("at")}::timestamptz, ${sql.placeholder("id")}::uuid)`;
}
export const FIRST_PAGE: Cursor = { at: "infinity", id: "ffffffff-ffff-ffff-ffff-ffffffffffff" };

/** Newest first, in the order the list indexes are declared (products.tables.ts). */
const newestFirst = [desc(products.createdAt), desc(products.id)];

/** A category page: placeholders `brand`, `at`, `id`. */
export function categoryPageQuery(db: Database) {
  return joinProductDetails(db.select(columns).from(products).$dynamic())
    .where(
      and(
        eq(products.brand, sql.placeholder("brand")),
        eq(products.status, "available"),
        beforeCursor(),
      ),
    )
    .orderBy(...newestFirst)
    .limit(PAGE_PLUS_ONE);
}

/** The advertised list (no placeholders). */
export function advertisedQuery(db: Database) {
  return joinProductDetails(db.select(columns).from(products).$dynamic())
    .where(and(eq(products.isAdvertised, true), eq(products.status, "available")))
    .orderBy(...newestFirst)
    .limit(ADVERTISED_LIMIT);
}

const categoryPage = preparedQuery((db) => categoryPageQuery(db).prepare("category_page"));
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

/** The brand a category names, in any letter case, or undefined. */
function brandOf(category: string): Product["brand"] | undefined {
  const wanted = category.trim().toLowerCase();
  return BRANDS.find((brand) => brand.toLowerCase() === wanted);
}

/**
 * The list cache's key for a category page: one per brand (in any letter case) and cursor. A
 * malformed cursor is a 400 here already.
 */
export function categoryPageKey(category: string, cursorValue: string | undefined): string {
  cursorOf(cursorValue);
  return `category:${brandOf(category) ?? ""}:${cursorValue ?? ""}`;
}

/** One page of a brand's available phones, newest first, and the next page's cursor. */
export async function findProductsByCategory(
  db: Database,
  category: string,
  cursorValue?: string,
): Promise<{ products: Product[]; nextCursor: string | undefined }> {
  const cursor = cursorOf(cursorValue);
  const brand = brandOf(category);
  if (!brand) return { products: [], nextCursor: undefined };
  const page = toPage(await categoryPage(db).execute({ brand, ...cursor }), PRODUCTS_PAGE_SIZE);
  return { products: page.rows.map(toProduct), nextCursor: page.nextCursor };
}

/** Available advertised phones for the home page, newest first. */
export async function findAdvertisedProducts(db: Database): Promise<Product[]> {
  const rows = await advertised(db).execute();
  return rows.map(toProduct);
}

/**
 * One page of one seller's products, sold ones included, newest first, as product JSON rows
 * with the `extra` columns (say, a count that another module knows how to make from
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
      .select({ ...columns, ...extra })
      .from(products)
      .$dynamic(),
  )
    .where(and(eq(products.sellerId, sql.placeholder("sellerId")), beforeCursor()))
    .orderBy(...newestFirst)
    .limit(pageSize + 1);
}
