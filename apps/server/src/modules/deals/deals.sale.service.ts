import { BOOKING_ERRORS } from "@bechedaw/shared";
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conflict, forbidden, notFound } from "../../app-error";
import { holdRecipients, notify, type Site } from "../notifications";
import type { Caller } from "../auth";
import { saversOf, tellSavers } from "../favourites";
import { findProductForSale, markProductSold } from "../listings";
import { OPEN_STATUSES, bookings } from "./deals.bookings.tables";

const notPublished = () =>
  conflict("PRODUCT_NOT_PUBLISHED", "This phone is held for review or was rejected.");

/**
 * The phone of `productId` when the caller is its seller, for reading what only they see (its
 * bookings): to anyone else it is as unknown as a missing one, held or not.
 */
export async function findOwnProduct(db: Database, caller: Caller, productId: string) {
  const product = await findProductForSale(db, productId);
  if (!product || product.sellerId !== caller.id) {
    throw notFound("PRODUCT_NOT_FOUND", BOOKING_ERRORS.unknownProduct);
  }
  return product;
}

/**
 * The phone of `productId` when the caller is its seller: only they see its buyers' phone
 * numbers and sell it (admins moderate listings, not deals: docs/decisions/015).
 */
async function authorizeSeller(db: Database, caller: Caller, productId: string) {
  const product = await findProductForSale(db, productId);
  if (!product) throw notFound("PRODUCT_NOT_FOUND", BOOKING_ERRORS.unknownProduct);
  if (product.sellerId !== caller.id) {
    throw forbidden("NOT_PRODUCT_OWNER", "Only its seller can do that with this phone.");
  }
  return product;
}

/** The buyers of a phone's open deals (booked, accepted, meetup), to hold before its row. */
export async function openDealBuyers(tx: Database, productId: string): Promise<string[]> {
  const open = await tx
    .select({ buyerId: bookings.buyerId })
    .from(bookings)
    .where(and(eq(bookings.productId, productId), inArray(bookings.status, OPEN_STATUSES)));
  return open.map((booking) => booking.buyerId);
}

/**
 * Inside a sale's transaction, after the phone is marked sold: every open deal of it but
 * `exceptId` ends, and its buyer is told the phone was sold to someone else.
 */
export async function endOpenDeals(
  tx: Database,
  site: Site,
  product: { id: string; name: string },
  exceptId?: string,
): Promise<void> {
  const open = and(eq(bookings.productId, product.id), inArray(bookings.status, OPEN_STATUSES));
  const ended = await tx
    .update(bookings)
    .set({ status: "ended", endedReason: "phone-sold" })
    .where(exceptId === undefined ? open : and(open, ne(bookings.id, exceptId)))
    .returning({ buyerId: bookings.buyerId });
  await notify(
    tx,
    site,
    ended.map((booking) => booking.buyerId),
    { kind: "booked-phone-sold", productId: product.id, productName: product.name },
  );
}

/**
 * Marks the caller's phone sold outside BecheDaw in one transaction: every open deal (booked,
 * accepted, meetup) ends, and its buyer is told; so is everyone else who saved it. Selling to one buyer is the handover code
 * (docs/decisions/030-deals.md): with a `bookingId` the answer is 409 HANDOVER_CODE_REQUIRED.
 * Of concurrent calls only the first finds the phone available; the others roll back with a 409
 * (a 404 when the phone was deleted meanwhile).
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
  if (bookingId !== undefined) {
    throw conflict("HANDOVER_CODE_REQUIRED", BOOKING_ERRORS.handoverCodeRequired);
  }
  await db.transaction(async (tx) => {
    // The buyers' and savers' rows before the phone's (their notifications reference them):
    // lock order.
    const buyers = await openDealBuyers(tx, productId);
    const savers = await saversOf(tx, productId);
    await holdRecipients(tx, [...buyers, ...savers]);
    if (!(await markProductSold(tx, productId))) {
      // Sold by a concurrent call, or deleted since it was read.
      if (!(await findProductForSale(tx, productId))) {
        throw notFound("PRODUCT_NOT_FOUND", BOOKING_ERRORS.unknownProduct);
      }
      throw conflict("ALREADY_MARKED_SOLD", BOOKING_ERRORS.alreadyMarkedSold);
    }
    await endOpenDeals(tx, site, { id: productId, name: product.name });
    // A saver whose booking just ended has heard of the sale already.
    const notice = { kind: "favourite-sold" as const, productId, productName: product.name };
    await tellSavers(tx, site, savers, notice, buyers);
  });
}
