// The saved searches' bar (docs/decisions/043-saved-searches.md): matching one newly published
// phone against 10,000 saved searches, the query the alert task runs for each such phone, timed
// in this process on the seeded database before the server starts. The searches are written in
// a transaction rolled back afterwards, so the server's bench sees none of them.
import { randomUUID } from "node:crypto";
import { savedSearchParams, savedSearchQuerySchema } from "@bechedaw/shared";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../apps/server/src/db/client";
import { user } from "../apps/server/src/modules/auth/auth.tables";
import { searchSelection } from "../apps/server/src/modules/catalogue";
import { isListed, products } from "../apps/server/src/modules/listings/listings.tables";
import { matchingSearchesQuery } from "../apps/server/src/modules/saved-searches/saved-searches.alerts.service";
import { savedSearches } from "../apps/server/src/modules/saved-searches/saved-searches.tables";
import { withBenchDatabase, type BenchDatabase } from "./database";
import { percentile } from "./uploads";

const SAVED_SEARCHES = 10_000;
const MATCHES = 300;
const GOAL_MS = 50;

/** Searches as buyers save them: models, brands, prices, districts, Bangla words, no words. */
const TEMPLATES = [
  "q=iphone 13&maxPrice=70000",
  "q=iphone 12 pro",
  "q=galaxy s22&brand=Samsung",
  "q=samsung&location=Dhaka&maxPrice=40000",
  "q=reno 7&brand=Oppo",
  "q=আইফোন ১৩",
  "q=স্যামসাং গ্যালাক্সি&minPrice=20000",
  "q=redmi note dhaka",
  "brand=Apple&minPrice=30000&maxPrice=60000",
  "brand=Samsung&condition=good",
  "q=128gb&verified=true",
  "q=a52&storage=128",
  "location=Chittagong&maxPrice=25000",
  "q=pixel&sort=price-asc",
  "q=battery health&brand=Apple",
].map((query) => Object.fromEntries(new URLSearchParams(query)));

class RollBack extends Error {}

/** 10,000 saved searches of the seeded buyers, with the columns their service would write. */
async function insertSavedSearches(db: Database) {
  const buyers = await db.select({ id: user.id }).from(user).where(eq(user.role, "Buyer"));
  const rows = Array.from({ length: SAVED_SEARCHES }, (_, i) => {
    const template = TEMPLATES[i % TEMPLATES.length]!;
    // Prices vary, so the searches are not a handful repeated.
    const search = savedSearchQuerySchema.parse(
      template.maxPrice ? { ...template, maxPrice: String(40000 + (i % 50) * 1000) } : template,
    );
    const { textQuery, ...filters } = searchSelection(search)!;
    return {
      id: randomUUID(),
      userId: buyers[i % buyers.length]!.id,
      name: `Bench search ${i}`,
      search: savedSearchParams(search),
      ...filters,
      textQuery: textQuery ?? sql`NULL`,
    };
  });
  for (let i = 0; i < rows.length; i += 500) {
    await db.insert(savedSearches).values(rows.slice(i, i + 500));
  }
}

type Figure = { name: string; value: number; unit: string; goalMax?: number };

/** The matching's figures: p50 and p95 over MATCHES phones on offer, and how many searches each matched. */
export async function measureSavedSearchMatching(options: BenchDatabase): Promise<Figure[]> {
  return withBenchDatabase(options, async (db) => {
    let figures: Figure[] = [];
    await db
      .transaction(async (tx) => {
        const t = tx as unknown as Database;
        await insertSavedSearches(t);
        await t.execute(sql`analyze saved_searches`);
        const phones = await t
          .select({ id: products.id })
          .from(products)
          .where(isListed())
          .orderBy(sql`random()`)
          .limit(MATCHES);
        for (const phone of phones.slice(0, 20)) await matchingSearchesQuery(t, phone.id); // warm-up
        const times: number[] = [];
        let matched = 0;
        for (const phone of phones) {
          const started = performance.now();
          matched += (await matchingSearchesQuery(t, phone.id)).length;
          times.push(performance.now() - started);
        }
        const searches = SAVED_SEARCHES.toLocaleString("en");
        const average = phones.length === 0 ? 0 : Math.round(matched / phones.length);
        figures = [
          {
            name: `a new phone matched against ${searches} saved searches p50 (${average} matches a phone)`,
            value: percentile(times, 50),
            unit: "ms",
          },
          {
            name: `a new phone matched against ${searches} saved searches p95`,
            value: percentile(times, 95),
            unit: "ms",
            goalMax: GOAL_MS,
          },
        ];
        throw new RollBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
    return figures;
  });
}
