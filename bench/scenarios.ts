// The routes the bench drives, in the order it drives them, with the issue's goals.
import { createHash } from "node:crypto";
import { DISTINCT_SEARCHES, distinctSearches } from "./distinct-searches";
import type { Request } from "./load";
import { buyerEmail, sellerEmail } from "./seed";
import type { SeedSummary } from "./seed-summary";
import { suggestionPrefixes } from "./suggestion-prefixes";

export type Goal = { minRatio?: number; maxP99Ms?: number };

/**
 * `publicList`: also run through nginx in front of one and two servers (bench/behind-nginx.ts).
 * `connections`: fewer than the bench's, for a route that turns away more at once by design.
 */
export type Scenario = {
  name: string;
  request: Request;
  goal?: Goal;
  publicList?: true;
  connections?: number;
};

/** Fast public lists (the performance work, item 2). */
const LIST_GOAL: Goal = { minRatio: 0.5, maxP99Ms: 20 };

const CATEGORY = "Apple";

/** Search: p99 ≤ 30 ms at 100,000 phones. */
const SEARCH_GOAL: Goal = { maxP99Ms: 30 };

/**
 * Every request a search of its own, so the list cache answers none: p99 ≤ 50 ms on PGlite and
 * ≤ 30 ms on PostgreSQL at 50 connections.
 */
const distinctSearchGoal = (isPglite: boolean): Goal => ({ maxP99Ms: isPglite ? 50 : 30 });

/** Suggestions as one types: p99 ≤ 15 ms at 100,000 phones. */
const SUGGESTIONS_GOAL: Goal = { maxP99Ms: 15 };

/** A typical search: a model with a typo, its brand and a price range, cheapest first. */
export const TYPICAL_SEARCH =
  "/api/products?q=iphon%2013%20128gb&brand=Apple&minPrice=30000&maxPrice=70000&sort=price-asc";

/**
 * Searches as visitors type them, sent in turn (so the figure is not one cached page): models,
 * brands, prices, districts, sorts, typos, Bangla words of the descriptions. The bar is for the
 * typical search; this line shows how far the others are from it.
 */
const VARIED_SEARCHES = [
  "q=iphone%2012&sort=price-asc",
  "q=iphone%2013%20pro&maxPrice=80000",
  "q=iphon%2011&location=Dhaka",
  "q=galaxy%20s22&brand=Samsung&sort=price-desc",
  "q=samsang%20galaxy&minPrice=20000&maxPrice=50000",
  "q=galaxy%20a52&location=Chittagong",
  "q=note%2020&sort=newest",
  "q=reno%207&brand=Oppo",
  "q=oppo%20reno%206%20128gb&sort=price-asc",
  "q=find%20x3&maxPrice=60000",
  "q=a96&location=Sylhet",
  "q=f21%20pro&sort=price-desc",
  "q=iphone%2014%20256gb&minPrice=50000",
  "q=iphone&brand=Apple&location=Rajshahi&sort=price-asc",
  "q=%E0%A6%AC%E0%A6%95%E0%A7%8D%E0%A6%B8&sort=newest",
  "q=%E0%A6%AC%E0%A7%8D%E0%A6%AF%E0%A6%BE%E0%A6%9F%E0%A6%BE%E0%A6%B0%E0%A6%BF&brand=Samsung",
  "q=%E0%A6%9A%E0%A6%BE%E0%A6%B0%E0%A7%8D%E0%A6%9C%E0%A6%BE%E0%A6%B0%20iphone",
  "q=charger%20box&maxPrice=40000",
  "q=battery%20health&brand=Apple&sort=price-asc",
  "q=warranty&location=Dhaka&sort=price-desc",
  "q=galaxy%20m33%2064gb",
  "q=galxy%20a73&condition=good",
  "q=iphone%2012%20mini&storage=64",
  "q=13%20pro&brand=Apple&minPrice=40000&maxPrice=90000",
  "q=samsung&location=Khulna&sort=price-asc",
  "q=oppo&minPrice=10000&maxPrice=25000",
  "q=scratches&condition=fair",
  "q=face%20id&verified=true",
  "q=reno&location=Cumilla&sort=newest",
  "q=iphone%2011%20128gb&location=Gazipur&sort=price-asc",
].map((query) => `/api/products?${query}`);

/**
 * Searches typed in Bangla script or mixed with English, sent in turn: brand and model words
 * spelt in Bangla, Bangla digits, units. Each is read into Latin words before the same indexed
 * search, and a Bangla word is also looked for as typed.
 */
const BANGLA_SEARCHES = [
  "আইফোন ১৩",
  "স্যামসাং গ্যালাক্সি",
  "গ্যালাক্সি এস২২",
  "অপো রেনো",
  "আইফোন প্রো ম্যাক্স",
  "iphone ১২ ১২৮ জিবি",
  "রেনো ৭",
  "আইফোন ১১ ব্যাটারি",
]
  .flatMap((q, i) => [
    `q=${encodeURIComponent(q)}`,
    `q=${encodeURIComponent(q)}&sort=${i % 2 === 0 ? "price-asc" : "price-desc"}`,
  ])
  .map((query) => `/api/products?${query}`);

/**
 * Searches that find nothing, each asking what could be found instead (the closest model, the
 * filter to take off). The route works out at most 2 at a time with 8 waiting (more get a 429),
 * so it runs at that many connections, not at the bench's.
 */
const NO_MATCH_SEARCHES = [
  "q=iphone%2019",
  "q=galaxy%20s9&location=Sylhet",
  "q=reno%2012&maxPrice=5000",
  "q=%E0%A6%86%E0%A6%87%E0%A6%AB%E0%A7%8B%E0%A6%A8%20%E0%A7%A7%E0%A7%AF",
  "q=iphone%2013&location=Bandarban&condition=fair",
  "q=nokia%203310",
  "q=a96&brand=Samsung",
  "q=find%20x9&storage=512",
].map((query) => `/api/search/alternatives?${query}`);
const ALTERNATIVES_CONNECTIONS = 8;

/** Price guides as the listing form asks for them (decision 022): models and storages in turn. */
const PRICE_GUIDES = [
  "brand=Apple&name=iPhone%2013&storage=128",
  "brand=Apple&name=Apple%20iphone%2012%20mini&storage=64",
  "brand=Samsung&name=Galaxy%20S22&storage=256",
  "brand=Samsung&name=samsung%20galaxy%20a52&storage=128",
  "brand=Oppo&name=Reno%207&storage=64",
  "brand=Oppo&name=F21%20Pro&storage=256",
].map((query) => `/api/products/price-guide?${query}`);

/** The pages of the newest seeded phones (their ids are md5('product' || i), see seed.ts). */
function phonePages(phones: number, count: number): string[] {
  return Array.from({ length: Math.min(count, phones) }, (_, k) => {
    const hex = createHash("md5")
      .update(`product${phones - k}`)
      .digest("hex");
    const id = [hex.slice(0, 8), hex.slice(8, 12), hex.slice(12, 16), hex.slice(16, 20)];
    return `/api/products/${[...id, hex.slice(20)].join("-")}`;
  });
}

export function routeScenarios(input: {
  seed: SeedSummary;
  deepCursor: string;
  deepPages: number;
  /** The cursor of a page deep in the typical search's results, and how deep. */
  searchCursor: string | undefined;
  searchPages: number;
  sellerCookie: string;
  buyerCookie: string;
  adminCookie: string;
  /** A seller other than the busiest, whose new phones leave My Products' figures alone. */
  creatorCookie: string;
  productBody: string;
  isPglite: boolean;
}): Scenario[] {
  const category = `/api/products?category=${CATEGORY}`;
  const phonePage = phonePages(input.seed.phones, 20);
  const SUGGESTIONS = suggestionPrefixes();
  return [
    { name: "/api/health (baseline)", request: { path: "/api/health" } },
    {
      name: "advertised list",
      request: { path: "/api/advertisedProducts" },
      goal: LIST_GOAL,
      publicList: true,
    },
    {
      name: "category, first page",
      request: { path: category },
      goal: LIST_GOAL,
      publicList: true,
    },
    {
      name: `category, ${input.deepPages} pages deep`,
      request: { path: `${category}&cursor=${input.deepCursor}` },
      goal: LIST_GOAL,
      publicList: true,
    },
    {
      name: "typical search, first page",
      request: { path: TYPICAL_SEARCH },
      goal: SEARCH_GOAL,
      publicList: true,
    },
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
      name: `distinct searches (each request a new one of ${DISTINCT_SEARCHES.toLocaleString("en")})`,
      request: { path: distinctSearches()(), nextPath: distinctSearches() },
      goal: distinctSearchGoal(input.isPglite),
    },
    {
      name: `varied searches (${VARIED_SEARCHES.length} in turn)`,
      request: { path: VARIED_SEARCHES[0]!, paths: VARIED_SEARCHES },
      goal: SEARCH_GOAL,
    },
    {
      name: `Bangla searches (${BANGLA_SEARCHES.length} in turn)`,
      request: { path: BANGLA_SEARCHES[0]!, paths: BANGLA_SEARCHES },
      goal: SEARCH_GOAL,
    },
    {
      name: `suggestions as one types (${SUGGESTIONS.length} prefixes in turn, 3 scripts)`,
      request: { path: SUGGESTIONS[0]!, paths: SUGGESTIONS },
      goal: SUGGESTIONS_GOAL,
    },
    {
      name: `what a search that finds nothing could be (${NO_MATCH_SEARCHES.length} in turn)`,
      request: { path: NO_MATCH_SEARCHES[0]!, paths: NO_MATCH_SEARCHES },
      connections: ALTERNATIVES_CONNECTIONS,
    },
    {
      name: "the home page's figures (phones for sale, sellers, sold)",
      request: { path: "/api/site-figures" },
      goal: LIST_GOAL,
    },
    {
      name: `price guide (${PRICE_GUIDES.length} models in turn)`,
      request: { path: PRICE_GUIDES[0]!, paths: PRICE_GUIDES },
      goal: SEARCH_GOAL,
    },
    {
      name: "phone page (20 phones in turn, price warning included)",
      request: { path: phonePage[0]!, paths: phonePage },
    },
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
      name: "a deal (its buyer's view: steps, contact, review)",
      request: {
        path: `/api/deals/${input.seed.buyerDealId}`,
        headers: { cookie: input.buyerCookie },
      },
    },
    {
      name: `verification queue, first page (admin; ${input.seed.pendingVerifications} pending)`,
      request: {
        path: "/api/admin/verification-requests",
        headers: { cookie: input.adminCookie },
      },
    },
    {
      name: `review queue (admin), first page of ${input.seed.reviewQueue} listings`,
      request: { path: "/api/admin/review", headers: { cookie: input.adminCookie } },
    },
    {
      name: "the admin's home: what waits, counted",
      request: { path: "/api/admin/summary", headers: { cookie: input.adminCookie } },
    },
    {
      name: "review queue (admin), reported only",
      request: { path: "/api/admin/review?only=reported", headers: { cookie: input.adminCookie } },
    },
    {
      name: "notifications, first page (the busiest seller's)",
      request: { path: "/api/notifications", headers: { cookie: input.sellerCookie } },
    },
    {
      name: "unread notifications count (the bell, asked by every open page)",
      request: {
        path: "/api/notifications/unread-count",
        headers: { cookie: input.sellerCookie },
      },
    },
    {
      name: `deal thread, first page (buyer; ${input.seed.threadMessages} messages)`,
      request: {
        path: `/api/deals/${input.seed.threadDealId}/messages`,
        headers: { cookie: input.buyerCookie },
      },
    },
    {
      name: `a seller's reviews, first page (${input.seed.sellerReviews} reviews)`,
      request: { path: "/api/users/bench-seller-0/reviews" },
    },
    {
      name: "flagged or reported deal messages (admin), first page",
      request: { path: "/api/admin/deal-messages", headers: { cookie: input.adminCookie } },
    },
    {
      name: "reported reviews (admin), first page",
      request: { path: "/api/admin/reviews", headers: { cookie: input.adminCookie } },
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
    condition: "excellent",
    storage: 128,
    // Every listing has a passport (decision 020); one seller listing one IMEI again is no
    // signal (decision 023), so every request is a published listing.
    passport: { imei: "490154203237518", official: true, batteryHealth: 88 },
  });
}
