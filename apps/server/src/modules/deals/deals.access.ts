import { DEAL_TALK_MESSAGES, type DealSide, type DealStatus } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { findByUuid } from "../../db/uuid";
import { forbidden, notFound } from "../../app-error";
import type { Caller } from "../auth";
import { joinProduct, productColumns } from "../catalogue";
import { bookings } from "./deals.bookings.tables";

// The one guard of every deal route: the deal (a booking) and which side of it the caller is.

export const dealNotFound = () => notFound("DEAL_NOT_FOUND", DEAL_TALK_MESSAGES.dealNotFound);
export const notDealSide = () => forbidden("NOT_A_DEAL_SIDE", DEAL_TALK_MESSAGES.notSide);

/** One deal's row with its phone's name, photo and seller; undefined for an unknown id. */
export async function loadDeal(db: Database, id: string) {
  const row = await findByUuid(id, (id) => {
    const query = db
      .select({
        booking: bookings,
        productName: productColumns.name,
        imageName: productColumns.imageName,
        sellerId: productColumns.sellerId,
      })
      .from(bookings)
      .$dynamic();
    return joinProduct(query, bookings.productId).where(eq(bookings.id, id));
  });
  return (
    row && {
      ...row.booking,
      status: row.booking.status as DealStatus,
      productName: row.productName,
      imageName: row.imageName,
      sellerId: row.sellerId,
    }
  );
}
export type DealRow = NonNullable<Awaited<ReturnType<typeof loadDeal>>>;

type Sides = { buyerId: string; sellerId: string };

/** The side `userId` is on in this deal, or null. */
export function sideOf(deal: Sides, userId: string): DealSide | null {
  if (deal.buyerId === userId) return "buyer";
  if (deal.sellerId === userId) return "seller";
  return null;
}

/** The other side's user id. */
export function otherSideId(deal: Sides, side: DealSide): string {
  return side === "buyer" ? deal.sellerId : deal.buyerId;
}

/**
 * The deal and the caller's side in it, or side null for an admin who is neither (moderating):
 * 404 for an unknown deal, 403 for anyone else.
 */
export async function dealForSideOrAdmin(
  db: Database,
  caller: Caller,
  id: string,
): Promise<{ deal: DealRow; side: DealSide | null }> {
  const deal = await loadDeal(db, id);
  if (!deal) throw dealNotFound();
  const side = sideOf(deal, caller.id);
  if (side === null && caller.role !== "Admin") throw notDealSide();
  return { deal, side };
}

/** The deal and the caller's side in it: 404 for an unknown deal, 403 for anyone else. */
export async function dealForSide(
  db: Database,
  caller: Caller,
  id: string,
): Promise<{ deal: DealRow; side: DealSide }> {
  const { deal, side } = await dealForSideOrAdmin(db, caller, id);
  if (side === null) throw notDealSide();
  return { deal, side };
}
