// The routes the bench drives, in the order it drives them, with the issue's goals.
import type { Request } from "./load";
import { buyerEmail, sellerEmail } from "./seed";
import type { SeedSummary } from "./seed-summary";

export type Goal = { minRatio?: number; maxP99Ms?: number };

export type Scenario = { name: string; request: Request; goal?: Goal };

/** Fast public lists (issue 10, item 2). */
const LIST_GOAL: Goal = { minRatio: 0.5, maxP99Ms: 20 };

const CATEGORY = "Apple";

/** Search (issue 12): p99 ≤ 30 ms at 100,000 phones. */
const SEARCH_GOAL: Goal = { maxP99Ms: 30 };

/** A typical search: a model with a typo, its brand and a price range, cheapest first. */
const TYPICAL_SEARCH =
  "/api/products?q=iphon%2013%20128gb&brand=Apple&minPrice=30000&maxPrice=70000&sort=price-asc";

export function routeScenarios(input: {
  seed: SeedSummary;
  deepCursor: string;
  deepPages: number;
  /** The cursor of a page deep in the typical search's results, and how deep. */
  searchCursor: string | undefined;
  searchPages: number;
  sellerCookie: string;
  buyerCookie: string;
  /** A seller other than the busiest, whose new phones leave My Products' figures alone. */
  creatorCookie: string;
  productBody: string;
}): Scenario[] {
  const category = `/api/products?category=${CATEGORY}`;
  return [
    { name: "/api/health (baseline)", request: { path: "/api/health" } },
    { name: "advertised list", request: { path: "/api/advertisedProducts" }, goal: LIST_GOAL },
    { name: "category, first page", request: { path: category }, goal: LIST_GOAL },
    {
      name: `category, ${input.deepPages} pages deep`,
      request: { path: `${category}&cursor=${input.deepCursor}` },
      goal: LIST_GOAL,
    },
    { name: "typical search, first page", request: { path: TYPICAL_SEARCH }, goal: SEARCH_GOAL },
    ...(input.searchCursor === undefined
      ? []
      : [
          {
            name: `typical search, ${input.searchPages} pages deep`,
            request: { path: `${TYPICAL_SEARCH}&cursor=${input.searchCursor}` },
            goal: SEARCH_GOAL,
          },
        ]),
    {
      name: "seller lookup",
      request: { path: `/api/users/seller/${encodeURIComponent(sellerEmail(0))}` },
    },
    {
      name: `My Products (${input.seed.busiestSellerPhones} phones)`,
      request: {
        path: `/api/myproducts?email=${encodeURIComponent(sellerEmail(0))}`,
        headers: { cookie: input.sellerCookie },
      },
    },
    {
      name: `My Orders (${input.seed.buyerOrders} bookings)`,
      request: {
        path: `/api/myorders?email=${encodeURIComponent(buyerEmail(0))}`,
        headers: { cookie: input.buyerCookie },
      },
    },
    {
      name: "create a product",
      request: {
        path: "/api/products",
        method: "POST",
        headers: { cookie: input.creatorCookie, "content-type": "application/json" },
        body: input.productBody,
      },
    },
  ];
}

/**
 * Follows `x-next-cursor` from the typical search's first page, up to `pages` pages or its last:
 * the deepest cursor and how many pages deep it is (none when one page holds every match).
 */
export async function deepSearchCursor(url: string, pages: number) {
  let cursor: string | undefined;
  let depth = 0;
  while (depth < pages) {
    const response = await fetch(`${url}${TYPICAL_SEARCH}${cursor ? `&cursor=${cursor}` : ""}`);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`The typical search answered ${response.status}`);
    const next = response.headers.get("x-next-cursor");
    if (!next) break;
    cursor = next;
    depth += 1;
  }
  return { cursor, pages: depth };
}

/** Follows `x-next-cursor` from a category's first page; answers the cursor of page `pages + 1`. */
export async function deepCursor(url: string, pages: number): Promise<string> {
  let cursor: string | undefined;
  for (let page = 0; page < pages; page++) {
    const query = cursor ? `&cursor=${cursor}` : "";
    const response = await fetch(`${url}/api/products?category=${CATEGORY}${query}`);
    await response.arrayBuffer();
    const next = response.headers.get("x-next-cursor");
    if (!response.ok || !next) throw new Error(`No page ${page + 2} of ${CATEGORY}`);
    cursor = next;
  }
  if (!cursor) throw new Error("BENCH_DEEP_PAGES must be at least 1");
  return cursor;
}

export function productBody(imageUrl: string): string {
  return JSON.stringify({
    name: "iPhone 13 128 GB",
    img: imageUrl,
    brand: "Apple",
    description: {
      resalePrice: 52000,
      originalPrice: 95000,
      yearsOfUse: "6 months",
      location: "Dhaka",
    },
  });
}
