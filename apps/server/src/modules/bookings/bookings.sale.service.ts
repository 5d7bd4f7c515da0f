import { BOOKING_ERRORS } from "@bechedaw/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isUuid } from "../../db/uuid";
import { conflict, forbidden, notFound } from "../../errors";
import { holdRecipients, notify, type Site } from "../notifications/notifications.service";
import type { Caller } from "../products/products.service";
import { findProductForSale, markProductSold } from "../products/products.sale.service";
import { bookings } from "./bookings.tables";

const notPublished = () =>
  conflict("PRODUCT_NOT_PUBLISHED", "This phone is held for review or was rejected.");

/**
 * The phone of `productId` when the caller is its seller: only they see its buyers' phone
 * numbers and sell it (admins moderate listings, not deals: docs/decisions/015).
 */
export async function authorizeSeller(db: Database, caller: Caller, productId: string) {
  const product = await findProductForSale(db, productId);
  if (!product) throw notFound("PRODUCT_NOT_FOUND", BOOKING_ERRORS.unknownProduct);
  if (product.sellerId !== caller.id) {
    throw forbidden("NOT_PRODUCT_OWNER", "Only its seller can do that with this phone.");
  }
  return product;
}

/**
 * Marks the caller's phone sold in one transaction: to one of its bookings (which becomes
 * `sold`), or, without a booking id, outside the site. Every other booking ends, and its buyer
 * is told the phone was sold to someone else. Of concurrent
 * calls only the first finds the phone available; the others roll back with a 409 (a 404 when
 * the phone was deleted meanwhile).
 */
export async function sellProduct(
  db: Database,
  site: Site,
  caller: Caller,
  productId: string,
  bookingId: string | undefined,
): Promise<void> {
  const product = await authorizeSeller(db, caller, productId);
  if (product.status === "sold")
    throw conflict("ALREADY_MARKED_SOLD", BOOKING_ERRORS.alreadyMarkedSold);
  if (product.status !== "available") throw notPublished();
  if (bookingId !== undefined && !isUuid(bookingId)) {
    throw notFound("BOOKING_NOT_FOUND", BOOKING_ERRORS.unknownBooking);
  }
  await db.transaction(async (tx) => {
    // The buyers' rows before the phone's (their notifications reference them): lock order.
    const open = await tx
      .select({ buyerId: bookings.buyerId })
      .from(bookings)
      .where(and(eq(bookings.productId, productId), eq(bookings.status, "booked")));
    await holdRecipients(
      tx,
      open.map((booking) => booking.buyerId),
    );
    if (!(await markProductSold(tx, productId))) {
      // Sold by a concurrent call, or deleted since it was read.
      if (!(await findProductForSale(tx, productId))) {
        throw notFound("PRODUCT_NOT_FOUND", BOOKING_ERRORS.unknownProduct);
      }
      throw conflict("ALREADY_MARKED_SOLD", BOOKING_ERRORS.alreadyMarkedSold);
    }
    if (bookingId !== undefined) {
      const sold = await tx
        .update(bookings)
        .set({ status: "sold" })
        .where(
          and(
            eq(bookings.id, bookingId),
            eq(bookings.productId, productId),
            eq(bookings.status, "booked"),
          ),
        )
        .returning({ id: bookings.id });
      if (sold.length === 0) throw notFound("BOOKING_NOT_FOUND", BOOKING_ERRORS.unknownBooking);
    }
    const ended = await tx
      .update(bookings)
      .set({ status: "ended" })
      .where(and(eq(bookings.productId, productId), eq(bookings.status, "booked")))
      .returning({ buyerId: bookings.buyerId });
    await notify(
      tx,
      site,
      ended.map((booking) => booking.buyerId),
      { kind: "booked-phone-sold", productId, productName: product.name },
    );
  });
}
