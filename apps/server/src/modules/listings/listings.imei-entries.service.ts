import { randomUUID } from "node:crypto";
import { IMEI_LIMITS, PASSPORT_MESSAGES } from "@bechedaw/shared";
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { AppError } from "../../app-error";
import { imeiEntries } from "./listings.flags.tables";

// Every IMEI a seller enters is written down (docs/decisions/039-history-kept.md): the history
// an admin reads when a listing's IMEI kept changing, kept when the listing is deleted, and what
// the daily limits on IMEI changes count.

const DAY_MS = 24 * 60 * 60 * 1000;

type Entry = { sellerId: string; productId: string; imei: string; imei2: string | null };

/** Inside the transaction that saves a listing: writes down the IMEIs it was given. */
export async function recordImeiEntry(tx: Database, entry: Entry, isChange: boolean) {
  await tx.insert(imeiEntries).values({ id: randomUUID(), ...entry, isChange });
}

/**
 * Inside an edit's transaction, before its IMEIs change: 429 IMEI_CHANGES_LIMITED when the
 * listing, or the seller across their listings, had as many IMEI changes in the last 24 hours as
 * allowed. A lock per seller makes two edits at once count one after the other.
 */
export async function refuseTooManyImeiChanges(tx: Database, sellerId: string, productId: string) {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`imei-changes:${sellerId}`}, 0))`,
  );
  const since = new Date(Date.now() - DAY_MS);
  const changesOf = async (column: typeof imeiEntries.sellerId | typeof imeiEntries.productId) => {
    const id = column === imeiEntries.sellerId ? sellerId : productId;
    const [row] = await tx
      .select({ n: count() })
      .from(imeiEntries)
      .where(and(eq(column, id), eq(imeiEntries.isChange, true), gt(imeiEntries.createdAt, since)));
    return row?.n ?? 0;
  };
  if ((await changesOf(imeiEntries.productId)) >= IMEI_LIMITS.changesPerListingPerDay) {
    throw new AppError("IMEI_CHANGES_LIMITED", PASSPORT_MESSAGES.imeiChangesPerListing);
  }
  if ((await changesOf(imeiEntries.sellerId)) >= IMEI_LIMITS.changesPerSellerPerDay) {
    throw new AppError("IMEI_CHANGES_LIMITED", PASSPORT_MESSAGES.imeiChangesPerSeller);
  }
}
