import type { BookingStatus, Location, MyProduct, Order, ProductBooking } from "@bechedaw/shared";
import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { joinUser, userColumns } from "../auth/auth.service";
import { imageUrl } from "../images/images.service";
import {
  findSellerProductRows,
  joinProduct,
  productColumns,
  toProduct,
} from "../products/products.lists.service";
import { bookings } from "./bookings.tables";

/** How many bookings of the product in `productId` are still open (one subquery per row). */
function countOpenBookings(productId: AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${bookings} where ${bookings.productId} = ${productId} and ${bookings.status} = 'booked')`;
}

const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

/** Every product of one seller, sold ones included, newest first, with its open bookings. */
export async function findSellerProducts(db: Database, sellerId: string): Promise<MyProduct[]> {
  const rows = await findSellerProductRows(db, sellerId, {
    bookingCount: countOpenBookings(productColumns.id),
  });
  return rows.map((row) => ({ ...toProduct(row), bookingCount: row.bookingCount }));
}

/** The buyer's own bookings with what they booked, newest first. */
export async function findOrders(db: Database, buyerId: string): Promise<Order[]> {
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
  const rows = await joinProduct(query, bookings.productId)
    .where(eq(bookings.buyerId, buyerId))
    .orderBy(...newestFirst);
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

/** Every booking of one phone with its buyer, newest first. */
export async function findProductBookings(
  db: Database,
  productId: string,
): Promise<ProductBooking[]> {
  const query = db
    .select({
      id: bookings.id,
      buyerName: userColumns.name,
      buyerEmail: userColumns.email,
      phone: bookings.phone,
      location: bookings.meetingLocation,
      price: bookings.price,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .$dynamic();
  const rows = await joinUser(query, bookings.buyerId)
    .where(eq(bookings.productId, productId))
    .orderBy(...newestFirst);
  return rows.map((row) => ({
    _id: row.id,
    buyerName: row.buyerName,
    buyerEmail: row.buyerEmail,
    userPhone: row.phone,
    userLocation: row.location as Location,
    price: row.price,
    status: row.status as BookingStatus,
    date: row.createdAt.toISOString(),
  }));
}
