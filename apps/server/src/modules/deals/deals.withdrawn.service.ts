import type { DealEndReason } from "@bechedaw/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notify, type Site } from "../notifications";
import { joinProduct, productColumns } from "../catalogue";
import { productIdsOfSeller } from "../listings";
import { OPEN_STATUSES, bookings } from "./deals.bookings.tables";

// Deals an admin's decision ends (docs/decisions/030-deals.md, addendum): a listing rejected, a
// seller or a buyer banned. Every open deal (booked, accepted, meetup) of it becomes `ended` with
// the reason, and its other side is told (kind `deal-ended`) not to meet or pay. An approval or
// an unban reopens nothing: the buyer may book the phone again once it is public.

type EndedDeal = { id: string; notifyId: string; productId: string; productName: string };

/** Ends these open deals with `reason`; tells each deal's `notifyId` side. */
async function endDeals(
  tx: Database,
  site: Site,
  ended: EndedDeal[],
  reason: DealEndReason,
): Promise<number> {
  if (ended.length === 0) return 0;
  await tx
    .update(bookings)
    .set({ status: "ended", endedReason: reason })
    .where(
      and(
        inArray(
          bookings.id,
          ended.map((deal) => deal.id),
        ),
        inArray(bookings.status, OPEN_STATUSES),
      ),
    );
  for (const deal of ended) {
    await notify(tx, site, [deal.notifyId], {
      kind: "deal-ended",
      productId: deal.productId,
      productName: deal.productName,
      dealId: deal.id,
      reason: null,
    });
  }
  return ended.length;
}

/** The open deals of the phones of seller `sellerId`, or of one phone, with their buyers. */
function openDealsOfSeller(tx: Database, sellerId: string, productId?: string) {
  const query = tx
    .select({
      id: bookings.id,
      notifyId: bookings.buyerId,
      productId: bookings.productId,
      productName: productColumns.name,
    })
    .from(bookings)
    .$dynamic();
  return joinProduct(query, bookings.productId)
    .where(
      and(
        productId === undefined
          ? inArray(bookings.productId, productIdsOfSeller(tx, sellerId))
          : eq(bookings.productId, productId),
        inArray(bookings.status, OPEN_STATUSES),
      ),
    )
    .for("update", { of: bookings });
}

/** The open deals in which `buyerId` is the buyer, with their phones' sellers; locked or not. */
function openDealsOfBuyer(tx: Database, buyerId: string, isLocked = true) {
  const query = tx
    .select({
      id: bookings.id,
      notifyId: productColumns.sellerId,
      productId: bookings.productId,
      productName: productColumns.name,
    })
    .from(bookings)
    .$dynamic();
  const open = joinProduct(query, bookings.productId).where(
    and(eq(bookings.buyerId, buyerId), inArray(bookings.status, OPEN_STATUSES)),
  );
  return isLocked ? open.for("update", { of: bookings }) : open;
}

/**
 * The users a ban of `userId` will tell: the buyers of their phones' open deals and the sellers
 * of the phones they booked. Hold them (holdRecipients) before the ban locks anything more.
 */
export async function counterpartsOfOpenDeals(tx: Database, userId: string): Promise<string[]> {
  const query = tx
    .select({ buyerId: bookings.buyerId, sellerId: productColumns.sellerId })
    .from(bookings)
    .$dynamic();
  const rows = await joinProduct(query, bookings.productId).where(
    and(
      inArray(bookings.status, OPEN_STATUSES),
      inArray(bookings.productId, productIdsOfSeller(tx, userId)),
    ),
  );
  // Read, not locked: the users are held first, the deals locked after (holdRecipients).
  const bought = await openDealsOfBuyer(tx, userId, false);
  return [...rows.map((row) => row.buyerId), ...bought.map((row) => row.notifyId)];
}

/**
 * Inside a listing's rejection, its row locked: every open deal of the phone ends
 * (`listing-rejected`), its buyer told. The deals' buyers are held before (openDealBuyers).
 */
export async function endDealsOfRejectedPhone(
  tx: Database,
  site: Site,
  product: { id: string; sellerId: string },
): Promise<number> {
  const open = await openDealsOfSeller(tx, product.sellerId, product.id);
  return endDeals(tx, site, open, "listing-rejected");
}

/**
 * Inside a ban of `userId`, their row locked and the other sides held
 * (counterpartsOfOpenDeals): the open deals of their phones end (`seller-banned`, the buyers
 * told) and so do those they are the buyer of (`buyer-banned`, the sellers told). Answers how
 * many deals of their phones ended.
 */
export async function endDealsOfBannedUser(
  tx: Database,
  site: Site,
  userId: string,
): Promise<number> {
  const asSeller = await openDealsOfSeller(tx, userId);
  const ended = await endDeals(tx, site, asSeller, "seller-banned");
  await endDeals(tx, site, await openDealsOfBuyer(tx, userId), "buyer-banned");
  return ended;
}
