import {
  BRANDS,
  CONDITIONS,
  LOCATIONS,
  MAX_PRICE,
  SORTS,
  STORAGE_SIZES,
  type Brand,
  type Condition,
  type Location,
  type Sort,
} from "@bechedaw/shared/constants";
import { toAsciiDigits } from "@bechedaw/shared";

/** Every state of the search page, read from and written to its address (shareable, Back works). */
export type SearchFilters = {
  q: string;
  brand?: Brand;
  minPrice?: number;
  maxPrice?: number;
  location?: Location;
  condition?: Condition;
  storage?: number;
  verified: boolean;
  sort: Sort;
};

/** Best match first for a search with words, newest first without (as the API does). */
function defaultSortOf(q: string): Sort {
  return q ? "relevance" : "newest";
}

/** A brand as we spell it, whatever the letter case it came in. */
export function brandOf(name: string | null | undefined): Brand | undefined {
  const wanted = name?.trim().toLowerCase();
  return BRANDS.find((brand) => brand.toLowerCase() === wanted);
}

function oneOf<T extends string | number>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => String(item) === value);
}

/** Whole taka typed in either language's digits, commas and spaces allowed; else undefined. */
export function parsePrice(text: string | null | undefined): number | undefined {
  const digits = toAsciiDigits(text ?? "").replace(/[\s,]/g, "");
  if (!/^\d{1,9}$/.test(digits)) return undefined;
  const price = Number(digits);
  return price <= MAX_PRICE ? price : undefined;
}

/** A price range as typed (empty = no bound): its bounds, or what is wrong with it. */
export function readPriceRange(
  min: string,
  max: string,
): { minPrice?: number; maxPrice?: number } | { error: "invalid" | "swapped" } {
  const low = min.trim() ? parsePrice(min) : undefined;
  const high = max.trim() ? parsePrice(max) : undefined;
  if ((min.trim() && low === undefined) || (max.trim() && high === undefined)) {
    return { error: "invalid" };
  }
  if (low !== undefined && high !== undefined && low > high) return { error: "swapped" };
  return { minPrice: low, maxPrice: high };
}

/** The filters in an address; anything unknown or malformed is left out, never an error. */
export function filtersFromParams(params: URLSearchParams, pathBrand?: Brand): SearchFilters {
  const storage = Number(params.get("storage"));
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const sort = oneOf(SORTS, params.get("sort"));
  return {
    q,
    brand: pathBrand ?? brandOf(params.get("brand") ?? params.get("category")),
    minPrice: parsePrice(params.get("minPrice")),
    maxPrice: parsePrice(params.get("maxPrice")),
    location: oneOf(LOCATIONS, params.get("location")),
    condition: oneOf(CONDITIONS, params.get("condition")),
    storage: (STORAGE_SIZES as readonly number[]).includes(storage) ? storage : undefined,
    verified: params.get("verified") === "true",
    // "Best match" needs words to match.
    sort: sort === undefined || (sort === "relevance" && !q) ? defaultSortOf(q) : sort,
  };
}

/**
 * The filters as query parameters, defaults left out; `withBrand: false` on a category page,
 * whose path names the brand already. The API takes the same names.
 */
export function paramsOf(filters: SearchFilters, withBrand = true): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (withBrand && filters.brand) params.set("brand", filters.brand);
  if (filters.minPrice !== undefined) params.set("minPrice", String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set("maxPrice", String(filters.maxPrice));
  if (filters.location) params.set("location", filters.location);
  if (filters.condition) params.set("condition", filters.condition);
  if (filters.storage !== undefined) params.set("storage", String(filters.storage));
  if (filters.verified) params.set("verified", "true");
  const isDefault =
    filters.sort === defaultSortOf(filters.q) || (filters.sort === "relevance" && !filters.q);
  if (!isDefault) params.set("sort", filters.sort);
  return params;
}

/** Whether anything narrows the search beyond its text (what "Clear filters" takes away). */
export function hasFilters(filters: SearchFilters): boolean {
  return (
    filters.verified ||
    [
      filters.brand,
      filters.minPrice,
      filters.maxPrice,
      filters.location,
      filters.condition,
      filters.storage,
    ].some((value) => value !== undefined)
  );
}

/**
 * How many filters narrow the search (a price range counts once), for the badge on a phone's
 * "Filters" button; `withBrand: false` on a category page, whose brand is its address.
 */
export function activeFilterCount(filters: SearchFilters, withBrand = true): number {
  const priced = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  return [
    withBrand && filters.brand !== undefined,
    priced,
    filters.location !== undefined,
    filters.condition !== undefined,
    filters.storage !== undefined,
    filters.verified,
  ].filter(Boolean).length;
}

/**
 * The API's parameters for a search (the sort only when not the default): what its results'
 * query key holds. The brand goes as the original API's `category` (the API takes either), so category
 * pages also work with the original API. A server-rendered category page seeds its first page
 * under the same key (src/prerender/category-page-ssr.tsx).
 */
export function apiQueryOf(filters: SearchFilters): string {
  const params = paramsOf(filters, false);
  if (filters.brand) params.set("category", filters.brand);
  return params.toString();
}
