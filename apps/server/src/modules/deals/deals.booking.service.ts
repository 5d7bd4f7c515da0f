import { randomUUID } from "node:crypto";
import { BOOKING_ERRORS, BOOKING_MESSAGES, type CreateBookingBody } from "@bechedaw/shared";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isForeignKeyViolation } from "../../db/pg-errors";
import { findByUuid } from "../../db/uuid";
import { conflict, forbidden, notFound, unauthorized } from "../../app-error";
import type { Caller } from "../auth";
import { holdRecipients, notify, type Site } from "../notifications";
import { findProductForSale, lockProductForSale, type OnListingDeleted } from "../listings";
import { openDealBuyers } from "./deals.sale.service";
import { OPEN_STATUSES, bookings } from "./deals.bookings.tables";

/**
 * Books a phone for the caller at its current price. The product row stays share-locked until the
 * booking is written, so a phone being marked sold at the same moment is never booked. A buyer
 * whose deal was cancelled, or ended while the phone stayed for sale (decision 030's addendum),
 * may book again: the row is booked anew, its steps cleared.
 */
export async function createBooking(
  db: Database,
  site: Site,
  buyer: Caller,
  input: CreateBookingBody,
): Promise<string> {
  try {
    return await insertBooking(db, site, buyer, input);
  } catch (error) {
    // The buyer's account was deleted while the booking was being written.
    if (isForeignKeyViolation(error)) throw unauthorized();
    throw error;
  }
}

function insertBooking(
  db: Database,
  site: Site,
  buyer: Caller,
  input: CreateBookingBody,
): Promise<string> {
  return db.transaction(async (tx) => {
    const seen = await findProductForSale(tx, input.productId);
    // The seller (told) and the buyer (the booking references them) before the phone's row.
    if (seen) await holdRecipients(tx, [seen.sellerId, buyer.id]);
    const product = await lockProductForSale(tx, input.productId);
    if (!product?.isPublic) throw notFound("PRODUCT_NOT_FOUND", BOOKING_ERRORS.unknownProduct);
    if (product.sellerId === buyer.id) throw forbidden("OWN_PRODUCT", BOOKING_ERRORS.ownPhone);
    if (product.status !== "available") throw conflict("PRODUCT_SOLD", BOOKING_ERRORS.productSold);
    const inserted = await tx
      .insert(bookings)
      .values({
        id: randomUUID(),
        productId: input.productId,
        buyerId: buyer.id,
        phone: input.userPhone,
        meetingLocation: input.userLocation,
        price: product.price,
      })
      // The unique (product, buyer) pair turns a second booking into nothing, even when both
      // requests arrive together; only a cancelled or ended one is booked again (an ended deal of
      // a phone still available: its listing was rejected or its seller banned, then restored).
      .onConflictDoUpdate({
        target: [bookings.productId, bookings.buyerId],
        set: {
          phone: input.userPhone,
          meetingLocation: input.userLocation,
          price: product.price,
          ...CLEARED_DEAL,
        },
        setWhere: sql`${bookings.status} IN ('cancelled', 'ended')`,
      })
      .returning({ id: bookings.id });
    const id = inserted[0]?.id;
    if (!id) throw conflict("ALREADY_BOOKED", BOOKING_MESSAGES.alreadyBooked);
    await notify(tx, site, [product.sellerId], {
      kind: "booking-created",
      productId: input.productId,
      productName: product.name,
      dealId: id,
    });
    return id;
  });
}

/** A booking as new: a cancelled deal booked again starts over. */
const CLEARED_DEAL = {
  status: "booked",
  createdAt: sql`now()`,
  acceptedAt: null,
  sellerPhone: null,
  meetupPlace: null,
  meetupAt: null,
  meetupProposedBy: null,
  meetupVersion: 0,
  meetupConfirmedAt: null,
  handoverCode: null,
  handoverAttempts: 0,
  handoverLockedAt: null,
  handedOverAt: null,
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  endedReason: null,
  buyerRemovedAt: null,
} as const;

function findBooking(db: Database, id: string) {
  return findByUuid(id, (id) =>
    db
      .select({
        buyerId: bookings.buyerId,
        productId: bookings.productId,
        status: bookings.status,
      })
      .from(bookings)
      .where(eq(bookings.id, id)),
  );
}

/**
 * My Orders' *Delete*: the buyer cancels their open deal without a reason; the row stays as
 * `cancelled` (docs/decisions/030-deals.md) and the seller is told in the same transaction. A
 * deal that is over (ended, or cancelled already) leaves My Orders, and only My Orders; one the
 * phone was sold through stays.
 */
export async function cancelBooking(
  db: Database,
  site: Site,
  caller: Caller,
  id: string,
): Promise<number> {
  const booking = await findBooking(db, id);
  if (!booking) throw notFound("BOOKING_NOT_FOUND", BOOKING_ERRORS.unknownBooking);
  if (booking.buyerId !== caller.id) {
    throw forbidden("NOT_BOOKING_OWNER", "Only its buyer can cancel a booking.");
  }
  if (booking.status === "sold")
    throw conflict("CANNOT_CANCEL_SOLD", BOOKING_ERRORS.cannotCancelSold);
  const mine = and(eq(bookings.id, id), eq(bookings.buyerId, caller.id));
  const done = await db.transaction(async (tx) => {
    const seen = await findProductForSale(tx, booking.productId);
    if (seen) await holdRecipients(tx, [seen.sellerId]);
    const cancelled = await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: new Date(), cancelledBy: "buyer" })
      .where(and(mine, inArray(bookings.status, OPEN_STATUSES)))
      .returning({ id: bookings.id });
    if (cancelled.length > 0) {
      if (seen) {
        await notify(tx, site, [seen.sellerId], {
          kind: "booking-cancelled",
          productId: booking.productId,
          productName: seen.name,
          dealId: id,
        });
      }
      return 1;
    }
    // Over: it leaves the buyer's list only. The row, its thread and its reviews stay for the
    // seller and the admins, who may still need them.
    const removed = await tx
      .update(bookings)
      .set({ buyerRemovedAt: new Date() })
      .where(
        and(
          mine,
          inArray(bookings.status, ["ended", "cancelled"]),
          isNull(bookings.buyerRemovedAt),
        ),
      )
      .returning({ id: bookings.id });
    return removed.length;
  });
  // The seller's handover sold the phone through this booking in the meantime.
  if (done === 0 && (await findBooking(db, id))?.status === "sold") {
    throw conflict("CANNOT_CANCEL_SOLD", BOOKING_ERRORS.cannotCancelSold);
  }
  return done;
}

/**
 * For the deletion of a phone: its open bookings' buyers are held before the phone's row is
 * locked, and once it is (so no booking slips in) each buyer with an open booking is told it is
 * gone. A buyer whose booking was written between the two is told too; only their row is locked
 * late (docs/decisions/029-notifications.md).
 */
export function tellBuyersOfDeletedPhone(site: Site): OnListingDeleted {
  return {
    recipientsOf: openDealBuyers,
    hasDeals: async (tx, productId) => {
      const [row] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(eq(bookings.productId, productId))
        .limit(1);
      return row !== undefined;
    },
    onDeleted: async (tx, product) => {
      const buyers = await openDealBuyers(tx, product.id);
      // The listing stays, deleted, when it has deals: its open ones end, kept for their sides.
      await tx
        .update(bookings)
        .set({ status: "ended", endedReason: "listing-deleted" })
        .where(and(eq(bookings.productId, product.id), inArray(bookings.status, OPEN_STATUSES)));
      await notify(tx, site, buyers, {
        kind: "booked-phone-deleted",
        productId: product.id,
        productName: product.name,
      });
    },
  };
}
