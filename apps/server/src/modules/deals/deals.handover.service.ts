import { timingSafeEqual } from "node:crypto";
import { DEAL_LIMITS } from "@bechedaw/shared";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError, conflict, forbidden } from "../../app-error";
import { holdRecipients, notify, type Site } from "../notifications";
import type { Caller } from "../auth";
import { saversOf, tellSavers } from "../favourites";
import { lockProductToSell, markProductSold } from "../listings";
import { endOpenDeals, openDealBuyers } from "./deals.sale.service";
import { bookings } from "./deals.bookings.tables";
import { dealForSide, dealNotFound } from "./deals.access";
import { dealNotice, stepConflict } from "./deals.steps.service";

const locked = () =>
  conflict(
    "HANDOVER_LOCKED",
    "Five wrong codes locked the handover: mark the phone sold outside BecheDaw, or cancel.",
  );

const sameCode = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type Outcome = { sold: true } | { sold: false; triesLeft: number };

/**
 * The seller enters the buyer's handover code. Right: in one transaction the deal is `sold`, the
 * phone sold, and every other open deal of it ended (their buyers told). Wrong: one try fewer
 * (409 WRONG_HANDOVER_CODE with `details.triesLeft`); the fifth wrong one locks the handover and
 * tells both sides. The phone's row and then the deal's are locked (the order a sale takes), so a
 * code entered twice at once counts once.
 */
export async function enterHandoverCode(
  db: Database,
  site: Site,
  caller: Caller,
  id: string,
  code: string,
): Promise<void> {
  const { deal, side } = await dealForSide(db, caller, id);
  if (side !== "seller") throw forbidden("FORBIDDEN", "Only the seller enters the handover code.");
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const buyers = [deal.buyerId, ...(await openDealBuyers(tx, deal.productId))];
    const savers = await saversOf(tx, deal.productId);
    await holdRecipients(tx, [...buyers, deal.sellerId, ...savers]);
    const product = await lockProductToSell(tx, deal.productId);
    if (!product) throw dealNotFound();
    const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("update");
    if (!row) throw dealNotFound();
    if (row.handoverLockedAt) throw locked();
    if (row.status !== "meetup" || !row.handoverCode) throw stepConflict();
    if (!sameCode(code, row.handoverCode)) {
      const attempts = row.handoverAttempts + 1;
      const isLocked = attempts >= DEAL_LIMITS.handoverTries;
      await tx
        .update(bookings)
        .set({ handoverAttempts: attempts, ...(isLocked ? { handoverLockedAt: new Date() } : {}) })
        .where(eq(bookings.id, id));
      if (isLocked) {
        await notify(tx, site, [deal.buyerId, deal.sellerId], dealNotice(deal, "handover-locked"));
      }
      return { sold: false, triesLeft: DEAL_LIMITS.handoverTries - attempts };
    }
    if (!(await markProductSold(tx, deal.productId))) throw stepConflict();
    await tx
      .update(bookings)
      .set({ status: "sold", handedOverAt: new Date() })
      .where(and(eq(bookings.id, id), eq(bookings.status, "meetup")));
    await endOpenDeals(tx, site, { id: deal.productId, name: product.name }, id);
    // Its buyer, and savers whose booking just ended, know of the sale already.
    const notice = { kind: "favourite-sold" as const, productName: product.name };
    await tellSavers(tx, site, savers, { ...notice, productId: deal.productId }, buyers);
    return { sold: true };
  });
  if (outcome.sold) return;
  if (outcome.triesLeft === 0) throw locked();
  throw new AppError("WRONG_HANDOVER_CODE", "The handover code is wrong.", {
    triesLeft: outcome.triesLeft,
  });
}
