import type { BookingStatus, Location, Order, ProductBooking } from "@bechedaw/shared";
import { desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../../db/client";
import { user } from "../auth/auth.tables";
import { imageUrl } from "../images/images.service";
import { images } from "../images/images.tables";
import { products } from "../products/products.tables";
import { bookings } from "./bookings.tables";

/** How many bookings of the product in `productId` are still open (one subquery per row). */
export function countOpenBookings(productId: AnyPgColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${bookings} where ${bookings.productId} = ${productId} and ${bookings.status} = 'booked')`;
}

const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];

/** The buyer's own bookings with what they booked, newest first. */
export async function findOrders(db: Database, buyerId: string): Promise<Order[]> {
  const rows = await db
    .select({
      id: bookings.id,
      productId: bookings.productId,
      imageName: images.name,
      productName: products.name,
      price: bookings.price,
      location: bookings.meetingLocation,
      phone: bookings.phone,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(images, eq(images.id, products.imageId))
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
  const rows = await db
    .select({
      id: bookings.id,
      buyerName: user.name,
      buyerEmail: user.email,
      phone: bookings.phone,
      location: bookings.meetingLocation,
      price: bookings.price,
      status: bookings.status,
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.buyerId))
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
