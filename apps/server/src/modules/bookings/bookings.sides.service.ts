import type { DealStatus } from "@bechedaw/shared";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isUuid } from "../../db/uuid";
import { joinProduct, productColumns } from "../products/products.lists.service";
import { bookings } from "./bookings.tables";

/** Who is in a deal (a booking) and how far it got: what its thread and reviews check. */
export type DealSides = {
  id: string;
  buyerId: string;
  sellerId: string;
  status: DealStatus;
  handedOverAt: Date | null;
  /** The phone, for the notifications of messages and reviews. */
  productId: string;
  productName: string;
};

/** A deal's two sides and state, or undefined for an unknown (or malformed) id. */
export async function findDealSides(
  db: Database,
  bookingId: string,
): Promise<DealSides | undefined> {
  if (!isUuid(bookingId)) return undefined;
  const query = db
    .select({
      id: bookings.id,
      buyerId: bookings.buyerId,
      sellerId: productColumns.sellerId,
      status: bookings.status,
      handedOverAt: bookings.handedOverAt,
      productId: bookings.productId,
      productName: productColumns.name,
    })
    .from(bookings)
    .$dynamic();
  const [row] = await joinProduct(query, bookings.productId).where(eq(bookings.id, bookingId));
  return row && { ...row, status: row.status as DealStatus };
}

/** The phone's name and the buyer of each of these deals, by deal id (the admins' lists). */
export async function findDealSummaries(
  db: Database,
  bookingIds: string[],
): Promise<Map<string, { productName: string; buyerId: string }>> {
  if (bookingIds.length === 0) return new Map();
  const query = db
    .select({ id: bookings.id, productName: productColumns.name, buyerId: bookings.buyerId })
    .from(bookings)
    .$dynamic();
  const rows = await joinProduct(query, bookings.productId).where(
    inArray(bookings.id, [...new Set(bookingIds)]),
  );
  return new Map(rows.map((row) => [row.id, row]));
}
