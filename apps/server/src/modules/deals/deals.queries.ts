import type { BookingStatus, Location, MyProduct, Order, ProductBooking } from "@bechedaw/shared";
import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { joinUser, userColumns } from "../auth";
import { imageUrl } from "../images";
import { preparedQuery } from "../../db/prepared";
import {
  cursorOf,
  joinProduct,
  productColumns,
  sellerProductsQuery,
  toPage,
  toProduct,
} from "../catalogue";
import { countSavers } from "../favourites";
import { CONTACT_STATUSES, bookings } from "./deals.bookings.tables";

/**
 * How many deals of the product in `productId` are still open, booked, accepted or with a meetup
 * agreed (one subquery per row).
 */
function countOpenBookings(productId: AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${bookings} where ${bookings.productId} = ${productId} and ${bookings.status} in ('booked', 'accepted', 'meetup'))`;
}

const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

/** My Products comes in pages of this many, keyset-paged like the public lists. */
export const MY_PRODUCTS_PAGE_SIZE = 50;

/** A page of one seller's products with their open bookings: placeholders `sellerId`, `at`, `id`. */
export function sellerProductsPageQuery(db: Database) {
  const extra = {
    bookingCount: countOpenBookings(productColumns.id),
    favouriteCount: countSavers(productColumns.id),
  };
  return sellerProductsQuery(db, extra, MY_PRODUCTS_PAGE_SIZE);
}
const sellerProductsPage = preparedQuery((db) =>
  sellerProductsPageQuery(db).prepare("seller_products_page"),
);

/**
 * One page of a seller's products, sold ones included, newest first, with their open bookings
 * and how many saved each, and the next page's cursor.
 */
export async function findSellerProducts(
  db: Database,
  sellerId: string,
  cursorValue?: string,
): Promise<{ products: MyProduct[]; nextCursor: string | undefined }> {
  const cursor = cursorOf(cursorValue);
  const rows = await sellerProductsPage(db).execute({ sellerId, ...cursor });
  const page = toPage(rows, MY_PRODUCTS_PAGE_SIZE);
  return {
    products: page.rows.map((row) => ({
      ...toProduct(row),
      bookingCount: row.bookingCount,
      rejectionReason: row.rejectionReason,
      favouriteCount: row.favouriteCount,
    })),
    nextCursor: page.nextCursor,
  };
}

/** The buyer's bookings with what they booked, newest first: placeholder `buyerId`. */
export function ordersQuery(db: Database) {
  const query = db
    .select({
      id: bookings.id,
      productId: bookings.productId,
      imageName: productColumns.imageName,
      productName: productColumns.name,
      price: bookings.price,
      location: bookings.meetingLocation,
      phone: bookings.phone,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .$dynamic();
  return joinProduct(query, bookings.productId)
    .where(and(eq(bookings.buyerId, sql.placeholder("buyerId")), isNull(bookings.buyerRemovedAt)))
    .orderBy(...newestFirst);
}
const orders = preparedQuery((db) => ordersQuery(db).prepare("buyer_orders"));

/** The buyer's own bookings with what they booked, newest first. */
export async function findOrders(db: Database, buyerId: string): Promise<Order[]> {
  const rows = await orders(db).execute({ buyerId });
  return rows.map((row) => ({
    _id: row.id,
    productId: row.productId,
    productImg: imageUrl(row.imageName),
    productName: row.productName,
    productPrice: row.price,
    userLocation: row.location as Location,
    userPhone: row.phone,
    status: row.status as BookingStatus,
    date: row.createdAt.toISOString(),
  }));
}

/** A phone's bookings with their buyers, newest first: placeholder `productId`. */
export function productBookingsQuery(db: Database) {
  const query = db
    .select({
      id: bookings.id,
      buyerName: userColumns.name,
      phone: bookings.phone,
      location: bookings.meetingLocation,
      price: bookings.price,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .$dynamic();
  return joinUser(query, bookings.buyerId)
    .where(eq(bookings.productId, sql.placeholder("productId")))
    .orderBy(...newestFirst);
}
const productBookings = preparedQuery((db) => productBookingsQuery(db).prepare("product_bookings"));

const contactStatuses = new Set<string>(CONTACT_STATUSES);

/**
 * Every booking of one phone with its buyer, newest first. The buyer's number only once the
 * seller accepted the deal (docs/decisions/030-deals.md): before that it is null.
 */
export async function findProductBookings(
  db: Database,
  productId: string,
): Promise<ProductBooking[]> {
  const rows = await productBookings(db).execute({ productId });
  return rows.map((row) => ({
    _id: row.id,
    buyerName: row.buyerName,
    userPhone: contactStatuses.has(row.status) ? row.phone : null,
    userLocation: row.location as Location,
    price: row.price,
    status: row.status as BookingStatus,
    date: row.createdAt.toISOString(),
  }));
}

/** The phone's name and the buyer of each of these deals, by deal id (the admins' lists). */
export async function findDealSummaries(
  db: Database,
  bookingIds: string[],
): Promise<Map<string, { productName: string; buyerId: string }>> {
  if (bookingIds.length === 0) return new Map();
  const query = db
    .select({ id: bookings.id, productName: productColumns.name, buyerId: bookings.buyerId })
    .from(bookings)
    .$dynamic();
  const rows = await joinProduct(query, bookings.productId).where(
    inArray(bookings.id, [...new Set(bookingIds)]),
  );
  return new Map(rows.map((row) => [row.id, row]));
}
