import type { ListingText, MatchStatus, SameImeiMatch } from "@bechedaw/shared";
import { asksForAdvance } from "@bechedaw/shared/advance-requests";
import { and, asc, inArray, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isFlagUnreviewed, setFlag } from "./listings.flags.service";
import { findLowPriceWarning, type PricedListing } from "./listings.prices.service";
import { productReports, products } from "./listings.tables";

/** A listing as its IMEIs are compared: its id, its seller, its one or two IMEIs. */
export type ImeiListing = { id: string; sellerId: string; imeis: string[] };

/** Statuses of another seller's listing that make the same IMEI a signal: it is on offer. */
const ON_OFFER: readonly string[] = ["available", "held"];

/**
 * Inside the transaction that saves a listing: takes a lock per IMEI until it ends, in one
 * order, so two listings of one IMEI saved at once are compared one after the other (neither
 * could see the other's uncommitted row otherwise).
 */
export async function lockImeis(tx: Database, imeis: string[]): Promise<void> {
  for (const imei of [...new Set(imeis)].sort()) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${imei}, 0))`);
  }
}

/**
 * The other listings with one of this listing's IMEIs that make it suspect (decision 023):
 * another seller's available or held listing, or any listing reported as stolen (the seller's
 * own too). Read through products_imei_idx and products_imei2_idx; in product id order, so the
 * same matches give the same flag details.
 */
export async function findSameImeiMatches(
  tx: Database,
  listing: ImeiListing,
): Promise<SameImeiMatch[]> {
  if (listing.imeis.length === 0) return [];
  const rows = await tx
    .select({
      id: products.id,
      sellerId: products.sellerId,
      status: products.status,
      imei: products.imei,
      imei2: products.imei2,
      reportedStolen: sql<boolean>`EXISTS (SELECT 1 FROM ${productReports} WHERE ${productReports.productId} = ${products.id} AND ${productReports.kind} = 'stolen')`,
    })
    .from(products)
    .where(
      and(
        or(inArray(products.imei, listing.imeis), inArray(products.imei2, listing.imeis)),
        ne(products.id, listing.id),
      ),
    )
    .orderBy(asc(products.id));
  return rows
    .filter(
      (row) =>
        row.reportedStolen || (row.sellerId !== listing.sellerId && ON_OFFER.includes(row.status)),
    )
    .map((row) => ({
      productId: row.id,
      sellerId: row.sellerId,
      status: row.status as MatchStatus,
      imei: row.imei !== null && listing.imeis.includes(row.imei) ? row.imei : (row.imei2 ?? ""),
      reportedStolen: row.reportedStolen,
    }));
}

/**
 * Raises, refreshes or clears the listing's `same-imei` flag from its IMEIs now: the matches,
 * which the caller uses to hold the listing.
 */
async function flagSameImei(tx: Database, listing: ImeiListing): Promise<SameImeiMatch[]> {
  const matches = await findSameImeiMatches(tx, listing);
  await setFlag(tx, listing.id, "same-imei", matches.length > 0 ? { matches } : null);
  return matches;
}

/**
 * After a listing is reported stolen: raises or refreshes the `same-imei` flag of every other
 * available or held listing with one of its IMEIs, for admins to judge. They stay as they are:
 * one report could be abuse (decision 023).
 */
export async function flagListingsOfStolenImeis(tx: Database, productId: string): Promise<number> {
  const [reported] = await tx
    .select({ imei: products.imei, imei2: products.imei2 })
    .from(products)
    .where(sql`${products.id} = ${productId}`);
  const imeis = [reported?.imei, reported?.imei2].filter((imei) => imei != null);
  if (imeis.length === 0) return 0;
  const others = await tx
    .select({
      id: products.id,
      sellerId: products.sellerId,
      imei: products.imei,
      imei2: products.imei2,
    })
    .from(products)
    .where(
      and(
        or(inArray(products.imei, imeis), inArray(products.imei2, imeis)),
        ne(products.id, productId),
        inArray(products.status, [...ON_OFFER]),
      ),
    )
    .orderBy(asc(products.id));
  for (const other of others) {
    const otherImeis = [other.imei, other.imei2].filter((imei) => imei !== null);
    await flagSameImei(tx, { id: other.id, sellerId: other.sellerId, imeis: otherImeis });
  }
  return others.length;
}

/**
 * Raises, refreshes or clears the listing's `low-price` flag: its price under 60 % of its
 * model's median. Flagged for admins, not held: buyers see the warning on its page.
 */
export async function flagLowPrice(tx: Database, listing: PricedListing): Promise<void> {
  const warning = await findLowPriceWarning(tx, listing);
  const details = warning && {
    price: listing.resalePrice,
    median: warning.median,
    ratio: Math.round((listing.resalePrice / warning.median) * 100) / 100,
  };
  await setFlag(tx, listing.id, "low-price", details);
}

/** A listing's texts as saved. */
type ListingTexts = { name: string; colour: string | null; descriptionText: string | null };

/** Which of a listing's texts ask for an advance or mobile money (the deal thread's checker). */
export function textsAskingForAdvance(listing: ListingTexts): ListingText[] {
  const texts: Record<ListingText, string> = {
    name: listing.name,
    colour: listing.colour ?? "",
    description: listing.descriptionText ?? "",
  };
  return (Object.keys(texts) as ListingText[]).filter((field) => asksForAdvance(texts[field]));
}

/**
 * Raises, refreshes or clears the listing's `asks-advance` flag from its texts. Flagged, not
 * held: buyers read the warning on its page, and an admin decides. True when the flag newly
 * waits for a review (raised, or found with other texts), so that the caller tells the admins.
 */
export async function flagAdvanceRequest(
  tx: Database,
  listing: ListingTexts & { id: string },
): Promise<boolean> {
  const fields = textsAskingForAdvance(listing);
  const wasWaiting = await isFlagUnreviewed(tx, listing.id, "asks-advance");
  await setFlag(tx, listing.id, "asks-advance", fields.length > 0 ? { fields } : null);
  return (
    !wasWaiting && fields.length > 0 && (await isFlagUnreviewed(tx, listing.id, "asks-advance"))
  );
}
