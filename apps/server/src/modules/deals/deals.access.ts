import { DEAL_TALK_MESSAGES, type DealSide } from "@bechedaw/shared";
import type { Database } from "../../db/client";
import { AppError, forbidden, notFound } from "../../errors";
import type { SessionUser } from "../../plugins/auth";
import { findDealSides, type DealSides } from "../bookings/bookings.sides.service";

/** Who calls about a deal: one of its sides, or an admin who is neither (moderation). */
export type DealViewer = { deal: DealSides; side: DealSide | null };

/** The side `userId` is on in this deal, or null. */
export function sideOf(deal: DealSides, userId: string): DealSide | null {
  if (deal.buyerId === userId) return "buyer";
  if (deal.sellerId === userId) return "seller";
  return null;
}

/** The other side's user id. */
export function otherSideId(deal: DealSides, side: DealSide): string {
  return side === "buyer" ? deal.sellerId : deal.buyerId;
}

const dealNotFound = () => notFound("DEAL_NOT_FOUND", DEAL_TALK_MESSAGES.dealNotFound);
export const notDealSide = () => forbidden("NOT_A_DEAL_SIDE", DEAL_TALK_MESSAGES.notSide);

/**
 * The deal and the caller's side in it: 404 for an unknown deal, 403 for a caller who is neither
 * side (unless `allowAdmin` and an admin, who then has no side).
 */
export async function dealFor(
  db: Database,
  caller: SessionUser,
  dealId: string,
  options: { allowAdmin?: boolean } = {},
): Promise<DealViewer> {
  const deal = await findDealSides(db, dealId);
  if (!deal) throw dealNotFound();
  const side = sideOf(deal, caller.id);
  if (side === null && !(options.allowAdmin && caller.role === "Admin")) throw notDealSide();
  return { deal, side };
}

export const tooManyMessages = () =>
  new AppError("RATE_LIMITED", DEAL_TALK_MESSAGES.tooManyMessages);
