import {
  normaliseQuery,
  type RelaxableFilter,
  RELAXABLE_FILTERS,
  type SearchAlternatives,
  searchAlternativesSchema,
} from "@bechedaw/shared";
import { and, desc, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createLimiter } from "../../concurrency";
import { modelKeySql } from "../listings";
import { isListed, products } from "../listings/listings.tables";
import { cachedSearchPage } from "./catalogue.pages.service";
import { type ProductSearch, searchKey } from "./catalogue.search.service";

/**
 * Alternatives cost up to ten searches each, once per search until a write changes the lists: two
 * are worked out at a time and eight wait, on each server; beyond that a request is told to try
 * again (LimiterFullError; the page then shows its plain "nothing found"). A flood of distinct empty searches thus
 * costs the server two searches' worth of work at a time, whoever sends it.
 */
export const alternativesWork = createLimiter(2, { maxWaiting: 8 });

/** Models tried as "did you mean", closest first; the first that finds phones is offered. */
const MODEL_CANDIDATES = 3;

/** The search without one filter, or undefined when it does not have that filter. */
function without(search: ProductSearch, filter: RelaxableFilter): ProductSearch | undefined {
  const rest = { ...search, cursor: undefined };
  switch (filter) {
    case "brand":
      return (search.brand ?? search.category)
        ? { ...rest, brand: undefined, category: undefined }
        : undefined;
    case "price":
      return (search.minPrice ?? search.maxPrice)
        ? { ...rest, minPrice: undefined, maxPrice: undefined }
        : undefined;
    case "location":
      return search.location ? { ...rest, location: undefined } : undefined;
    case "condition":
      return search.condition ? { ...rest, condition: undefined } : undefined;
    case "storage":
      return search.storage ? { ...rest, storage: undefined } : undefined;
    case "verified":
      return search.verified ? { ...rest, verified: undefined } : undefined;
  }
}

/** How many phones a search finds, from the list cache (what its first page would say). */
async function countOf(app: FastifyInstance, search: ProductSearch): Promise<string> {
  return (await cachedSearchPage(app, { ...search, cursor: undefined })).count ?? "0";
}

const isEmpty = (count: string) => count === "0";

/** A title as a model's name: without its storage ("128GB", "(256 GB)"), spaces tidied. */
function modelName(title: string): string {
  return title
    .replace(/\(?\s*\d+\s?[gt]b\s*\)?/giu, " ")
    .replace(/\s+/gu, " ")
    .trim();
}

/**
 * The models on sale whose key is closest to the search's words (pg_trgm similarity on the
 * indexed model key), each named by its shortest title. The words are read as search reads them
 * (Bangla and Banglish to Latin), and the brand a word names is taken out as it is from the key.
 */
async function closestModels(app: FastifyInstance, q: string) {
  const read = normaliseQuery(q);
  if (read.latin === "") return [];
  const wanted = modelKeySql(sql`${read.latin}`, sql`${(read.brand ?? "").toLowerCase()}`);
  const closeness = sql`similarity(${products.modelKey}, ${wanted})`;
  return app.db
    .select({
      key: products.modelKey,
      title: sql<string>`(array_agg(${products.name} order by length(${products.name})))[1]`,
      isSame: sql<boolean>`${products.modelKey} = ${wanted}`,
    })
    .from(products)
    .where(and(isListed(), sql`${products.modelKey} % ${wanted}`))
    .groupBy(products.modelKey)
    .orderBy(desc(closeness), desc(sql`count(*)`))
    .limit(MODEL_CANDIDATES);
}

/** The closest model that finds phones with the search's filters, unless it is what was typed. */
async function didYouMean(app: FastifyInstance, search: ProductSearch) {
  if (!search.q) return null;
  for (const model of await closestModels(app, search.q)) {
    if (model.isSame) continue;
    const q = modelName(model.title);
    const count = await countOf(app, { ...search, q });
    if (!isEmpty(count)) return { q, count };
  }
  return null;
}

async function withoutFilters(app: FastifyInstance, search: ProductSearch) {
  const found: SearchAlternatives["withoutFilter"] = [];
  for (const filter of RELAXABLE_FILTERS) {
    const wider = without(search, filter);
    if (wider === undefined) continue;
    const count = await countOf(app, wider);
    if (!isEmpty(count)) found.push({ filter, count });
  }
  const size = (count: string) => Number.parseInt(count, 10);
  return found.sort((a, b) => size(b.count) - size(a.count));
}

/**
 * What a search that found nothing could be instead (a search that finds phones needs none, and
 * gets none). Kept in the list cache with the search's pages, until a write changes a list.
 */
export async function searchAlternatives(app: FastifyInstance, search: ProductSearch) {
  const page = await app.listCache.get(
    `alternatives:${searchKey({ ...search, cursor: undefined })}`,
    async () => {
      const found = await alternativesWork.run(async (): Promise<SearchAlternatives> =>
        isEmpty(await countOf(app, search))
          ? {
              didYouMean: await didYouMean(app, search),
              withoutFilter: await withoutFilters(app, search),
            }
          : { didYouMean: null, withoutFilter: [] },
      );
      return { body: JSON.stringify(searchAlternativesSchema.parse(found)), nextCursor: undefined };
    },
  );
  return page.body;
}
