import type { Deal } from "@bechedaw/shared";

/** The other side's name for a side of the deal; an admin reads both, so none is "other". */
export function otherSideName(deal: Deal): string | null {
  if (deal.viewer === "buyer") return deal.seller.name;
  if (deal.viewer === "seller") return deal.buyer.name;
  return null;
}

export const isSide = (deal: Deal) => deal.viewer !== "admin";

/** Before the sale (and not ended or cancelled), either side may still cancel. */
export const isOpen = (deal: Deal) =>
  deal.status === "booked" || deal.status === "accepted" || deal.status === "meetup";
