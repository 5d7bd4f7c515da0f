import type { Brand, PriceGuide } from "@bechedaw/shared";
import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { modelKeySql } from "./listings.model-key";
import { isOnShow, products } from "./listings.tables";

/** Listings of a model created this many days back count towards its prices. */
const PRICE_WINDOW_DAYS = 90;
/** Fewer listings than this (besides the one judged) say nothing about a model's price. */
const MIN_LISTINGS = 5;
/** A price under this share of its model's median is unusually low. */
const LOW_PRICE_SHARE = 0.6;

/** A phone model: brand, model name as typed (normalised in SQL) and storage in GB. */
export type PhoneModel = { brand: Brand; name: string; storage: number };

const percentile = (fraction: number) =>
  sql<
    number | null
  >`percentile_cont(${sql.raw(String(fraction))}) WITHIN GROUP (ORDER BY ${products.resalePrice})`.mapWith(
    (value: unknown) => (value === null ? null : Math.round(Number(value))),
  );

/**
 * The prices of a model's listings of the last 90 days, available or sold (deleted ones are
 * gone), but for `exceptId`: read through products_model_prices_idx.
 */
export function modelPricesQuery(db: Database, model: PhoneModel, exceptId?: string) {
  return db
    .select({
      count: count(),
      low: percentile(0.25),
      median: percentile(0.5),
      high: percentile(0.75),
    })
    .from(products)
    .where(
      and(
        eq(products.brand, model.brand),
        eq(products.modelKey, modelKeySql(sql`${model.name}::text`, sql`${model.brand}::text`)),
        eq(products.storage, model.storage),
        sql`${products.createdAt} > now() - ${sql.raw(`interval '${PRICE_WINDOW_DAYS} days'`)}`,
        isOnShow(),
        exceptId === undefined ? undefined : ne(products.id, exceptId),
      ),
    );
}

/** What a model sells for: the middle half of its prices, when it has enough listings. */
export async function findPriceGuide(
  db: Database,
  model: PhoneModel,
  exceptId?: string,
): Promise<PriceGuide> {
  const [row] = await modelPricesQuery(db, model, exceptId);
  const found = row?.count ?? 0;
  const { low = null, median = null, high = null } = row ?? {};
  if (found < MIN_LISTINGS || low === null || median === null || high === null) {
    return { count: found, prices: null };
  }
  return { count: found, prices: { low, median, high } };
}

/** A listing as its price is judged; a listing without a storage size has no model. */
export type PricedListing = {
  id: string;
  brand: Brand;
  name: string;
  storage: number | null;
  resalePrice: number;
};

/**
 * Whether a listing is unusually low ("too good to be true"): its price under 60 % of the
 * median of its model's other listings of the last 90 days, when there are at least 5. The
 * median it was judged against, or null. The phone page warns buyers with it; the admin review
 * queue is to flag listings with it (decision 022).
 */
export async function findLowPriceWarning(
  db: Database,
  listing: PricedListing,
): Promise<{ median: number } | null> {
  if (listing.storage === null) return null;
  const model = { brand: listing.brand, name: listing.name, storage: listing.storage };
  const { prices } = await findPriceGuide(db, model, listing.id);
  if (!prices || listing.resalePrice >= prices.median * LOW_PRICE_SHARE) return null;
  return { median: prices.median };
}
