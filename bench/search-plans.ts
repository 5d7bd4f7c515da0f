// The search work's bar asks for the typical search's first and deep pages with `EXPLAIN` showing index
// use at full size: this runs the service's own queries under EXPLAIN ANALYZE on the seeded
// database, before the server starts (PGlite has one process per data folder), and prints which
// indexes each read and anything that sorted or scanned a whole table.
import { PRODUCTS_PAGE_SIZE, productSearchSchema } from "@bechedaw/shared";
import type { Database } from "../apps/server/src/db/client";
import { withBenchDatabase } from "./database";
import {
  type ProductSearch,
  searchCountQuery,
  searchPageQuery,
  searchProducts,
} from "../apps/server/src/modules/catalogue/catalogue.search.service";
import {
  type BuiltQuery,
  explainQuery,
  indexesOf,
  problemsOf,
} from "../apps/server/test/query-plans";
import { TYPICAL_SEARCH } from "./scenarios";

export type QueryPlan = {
  name: string;
  indexes: string[];
  /** Sorts and whole-table scans; none is the goal. */
  problems: string[];
  executionMs: number;
};

const typicalSearch = (): ProductSearch =>
  productSearchSchema.parse(Object.fromEntries(new URLSearchParams(TYPICAL_SEARCH.split("?")[1])));

/**
 * How the service serves a page of this search: the list's index in order with the text tested
 * on the way ("scan", catalogue.search.service.ts), kept when it fills a page; else the text
 * index ("text"). (A query builder is not returned from an async function: it would run.)
 */
async function planKindOf(db: Database, search: ProductSearch): Promise<"scan" | "text"> {
  const scanned = await searchPageQuery(db, search, "words", "scan");
  return scanned.length > PRODUCTS_PAGE_SIZE ? "scan" : "text";
}

const pageQuery = (db: Database, search: ProductSearch, kind: "scan" | "text") =>
  searchPageQuery(db, search, "words", kind);

async function planOf(db: Database, name: string, query: BuiltQuery): Promise<QueryPlan> {
  const plan = await explainQuery(db, query, { analyze: true });
  return {
    name,
    indexes: [...new Set(indexesOf(plan))],
    problems: problemsOf(plan),
    executionMs: plan.executionMs ?? 0,
  };
}

/** The plans of the typical search's first page, its count and its page `deepPages` deep. */
export async function explainTypicalSearch(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  deepPages: number;
}): Promise<QueryPlan[]> {
  return withBenchDatabase(options, async (db) => {
    const search = typicalSearch();
    const plans = [
      await planOf(
        db,
        "typical search, first page",
        pageQuery(db, search, await planKindOf(db, search)),
      ),
      await planOf(db, "typical search, its count", searchCountQuery(db, search, "words")),
    ];
    let cursor: string | undefined;
    let pages = 0;
    for (; pages < options.deepPages; pages++) {
      const next = (await searchProducts(db, { ...search, cursor })).nextCursor;
      if (next === undefined) break;
      cursor = next;
    }
    if (cursor !== undefined) {
      const deep = { ...search, cursor };
      const query = pageQuery(db, deep, await planKindOf(db, deep));
      plans.push(await planOf(db, `typical search, ${pages} pages deep`, query));
    }
    return plans;
  });
}
