import {
  BRANDS,
  PRODUCTS_PAGE_SIZE,
  RESULT_COUNT_CAP,
  normaliseQuery,
  type Location,
  type Product,
  type Sort,
  type productSearchSchema,
} from "@bechedaw/shared";
import { and, asc, desc, eq, getTableColumns, gte, lte, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../app-error";
import { badCursor } from "../../db/cursor";
import { joinUser, userColumns } from "../auth";
import {
  decodeCursor,
  decodePriceCursor,
  decodeRelevanceCursor,
  encodeCursor,
  encodePriceCursor,
  encodeRelevanceCursor,
  type RelevanceCursor,
} from "./catalogue.cursor";
import { joinProductDetails, productColumns, toProduct } from "./catalogue.lists.service";
import { isListed, products } from "../listings/listings.tables";

export type ProductSearch = z.output<typeof productSearchSchema>;

/** The most words of a search that count; the rest are ignored. */
const MAX_WORDS = 8;
/** A longer "word" is no model name: cut to this many characters. */
const MAX_WORD_LENGTH = 40;

/** Bangla letters and signs (Bangla digits aside: they are read as numbers). */
const BANGLA_LETTER = /[\u0980-\u09E5\u09F0-\u09FF]/u;
/** Units a listing's text writes after its number: "128 GB" is its "128gb". */
const UNITS = new Set(["gb", "tb"]);

/**
 * A word of a search. `latin`: as typed, or, for a word typed in Bangla, the Latin word it
 * means or sounds like ("আইফোন" → "iphone", "এস২৩" → "s23", "১৩" → "13"), which finds listings
 * written in English. `bangla`: the Bangla as typed, which finds text written in Bangla.
 */
type SearchWord = { latin: string; bangla?: string; district?: Location };

/** Words already read, so that a repeated search costs no second reading (bounded). */
const readWords = new Map<string, { latin: string; district: Location | undefined }>();
const MAX_READ_WORDS = 10_000;

/** A word in Latin letters, and the district it names: read once, then remembered. */
function readWord(word: string) {
  let read = readWords.get(word);
  if (read === undefined) {
    const { terms, district } = normaliseQuery(word);
    read = { latin: terms.join(""), district };
    if (readWords.size >= MAX_READ_WORDS) readWords.clear();
    readWords.set(word, read);
  }
  return read;
}

const isNumber = (word: SearchWord) => /^\p{N}+$/u.test(word.latin);

/**
 * The words of a search, lower-cased: runs of letters (with their marks, for Bangla) and
 * digits; everything else (punctuation, SQL and regex characters, emoji, broken surrogates)
 * only separates them. A number followed by "gb" or "tb" (in either script) is one word.
 */
function searchWords(text: string | undefined): SearchWord[] {
  if (!text) return [];
  const typed =
    text
      .normalize("NFC")
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const words: SearchWord[] = [];
  for (const word of typed.map((one) => one.slice(0, MAX_WORD_LENGTH))) {
    const isBangla = BANGLA_LETTER.test(word);
    const { latin, district } = readWord(word);
    if (latin === "") continue;
    const previous = words.at(-1);
    if (UNITS.has(latin) && previous !== undefined && isNumber(previous)) {
      previous.latin += latin;
      continue;
    }
    words.push({ latin, ...(isBangla ? { bangla: word } : {}), ...(district ? { district } : {}) });
  }
  const unique = new Map(words.map((word) => [wordKey(word), word]));
  return [...unique.values()].slice(0, MAX_WORDS);
}

/**
 * What a search's text looks for: its words, and the district a word names ("dhaka", "ঢাকা",
 * "mirpur"), which is the listing's place rather than its text, unless the search already
 * chose a place.
 */
function textOf(search: ProductSearch): { words: SearchWord[]; location: Location | undefined } {
  const words = searchWords(search.q);
  if (search.location !== undefined) return { words, location: search.location };
  const place = words.find((word) => word.district !== undefined)?.district;
  if (place === undefined) return { words, location: undefined };
  return { words: words.filter((word) => word.district === undefined), location: place };
}

const wordKey = (word: SearchWord) => (word.bangla ? `${word.latin}|${word.bangla}` : word.latin);

/**
 * How a search's words match a listing's text. `words`: a word of the text begins with each
 * (full-text search, the `simple` configuration: "iphon" finds "iphone", "128" finds "128gb").
 * `similar`, when that finds nothing: a word with letters may also be close to one of the
 * text's (pg_trgm's word similarity: "samsang" finds "samsung"); numbers still match only as a
 * word's start, so "13" never finds "12".
 */
type TextMode = "words" | "similar";

/**
 * A number of a search is a model number: a word of the text that is that number ("13"), never
 * the start of a longer word ("128gb" for "12"), a RAM size ("8/256gb") or a model with letters.
 */
const numberQuery = (digits: string) => sql`to_tsquery('simple', ${digits})`;
const numberAsModel = (digits: string) => sql`${products.searchVector} @@ ${numberQuery(digits)}`;
/** A word of the text that begins with `text`. */
const prefixQuery = (text: string) => sql`to_tsquery('simple', lower(${text}) || ':*')`;

function wordMatches(word: SearchWord, mode: TextMode): SQL {
  const prefix = (text: string) => sql`${products.searchVector} @@ ${prefixQuery(text)}`;
  if (isNumber(word)) return numberAsModel(word.latin);
  const typed =
    word.bangla === undefined
      ? prefix(word.latin)
      : sql`(${prefix(word.latin)} OR ${prefix(word.bangla)})`;
  if (mode === "words") return typed;
  return sql`(${typed} OR ${products.searchText} %> lower(${word.latin}))`;
}

/** A search's order: as asked, else best match first when it has words, newest first when not. */
function sortOf(search: ProductSearch): Sort {
  const hasWords = textOf(search).words.length > 0;
  if (search.sort === "relevance" || search.sort === undefined) {
    return hasWords ? "relevance" : "newest";
  }
  return search.sort;
}

/** The brand a search names (`brand`, or the original API's `category` in any letter case). */
function brandOf(search: ProductSearch): Product["brand"] | null | undefined {
  const fromCategory =
    search.category === undefined
      ? undefined
      : (BRANDS.find((brand) => brand.toLowerCase() === search.category?.toLowerCase()) ?? null);
  if (search.brand !== undefined && fromCategory !== undefined && search.brand !== fromCategory) {
    const message = "category and brand name different brands: give one, or the same one.";
    throw new AppError("VALIDATION_ERROR", message, [{ path: "querystring/category", message }]);
  }
  return search.brand ?? fromCategory;
}

/**
 * What a search selects, the cursor aside: `rows`, tests of a product's own columns that the
 * list indexes answer in the list's order; `words`, the text; `seller`, the seller's verified
 * mark (tested on the joined seller). `null` when nothing can match (an unknown category).
 */
function selectionOf(
  search: ProductSearch,
  mode: TextMode,
): { rows: SQL[]; words: SQL[]; seller: SQL[] } | null {
  const brand = brandOf(search);
  if (brand === null) return null;
  const text = textOf(search);
  const rows: (SQL | undefined)[] = [
    isListed(),
    brand === undefined ? undefined : eq(products.brand, brand),
    search.minPrice === undefined ? undefined : gte(products.resalePrice, search.minPrice),
    search.maxPrice === undefined ? undefined : lte(products.resalePrice, search.maxPrice),
    text.location === undefined ? undefined : eq(products.location, text.location),
    search.condition === undefined ? undefined : eq(products.condition, search.condition),
    search.storage === undefined ? undefined : eq(products.storage, search.storage),
    search.seller === undefined ? undefined : eq(products.sellerId, search.seller),
  ];
  return {
    rows: rows.filter((filter) => filter !== undefined),
    words: text.words.map((word) => wordMatches(word, mode)),
    seller: search.verified ? [eq(userColumns.verified, true)] : [],
  };
}

/**
 * What a search selects, as values a saved search keeps in its own columns to test new
 * listings against many searches in one query (saved-searches module): its filters after the
 * search's own reading (`category` as its brand, a district named in the words as its place),
 * and its words as one text query, each word as `wordMatches` tests it in `words` mode (a
 * similar word, which a search tries only when its words find nothing, is no new match).
 * `null` when nothing can match (an unknown category).
 */
export function searchSelection(search: ProductSearch) {
  const brand = brandOf(search);
  if (brand === null) return null;
  const text = textOf(search);
  const wordQueries = text.words.map((word) => {
    if (isNumber(word)) return numberQuery(word.latin);
    const latin = prefixQuery(word.latin);
    return word.bangla === undefined ? latin : sql`(${latin} || ${prefixQuery(word.bangla)})`;
  });
  return {
    brand: brand ?? null,
    minPrice: search.minPrice ?? null,
    maxPrice: search.maxPrice ?? null,
    location: text.location ?? null,
    condition: search.condition ?? null,
    storage: search.storage ?? null,
    verified: search.verified === true,
    sellerId: search.seller ?? null,
    /** A `tsquery` every word of the search must match; null for a search without words. */
    textQuery: wordQueries.length === 0 ? null : sql.join(wordQueries, sql` && `),
  };
}

/** Every filter of a search in one list, for queries that read products directly. */
function filtersOf(search: ProductSearch, mode: TextMode): SQL[] | null {
  const selection = selectionOf(search, mode);
  return selection && [...selection.rows, ...selection.words, ...selection.seller];
}

/**
 * A search as the list cache keys it: what it selects and in which order, in one spelling. The
 * same search written differently (letter case, punctuation, word order or repeats, `category`
 * for `brand`, the order of the parameters) has the same key and shares its cached pages.
 */
export function searchKey(search: ProductSearch): string {
  const brand = brandOf(search);
  return JSON.stringify([
    searchWords(search.q).map(wordKey).sort(),
    // `false`: a category that is no brand, which nothing matches.
    brand === null ? false : (brand ?? null),
    search.minPrice ?? null,
    search.maxPrice ?? null,
    search.location ?? null,
    search.condition ?? null,
    search.storage ?? null,
    search.verified === true,
    search.seller ?? null,
    sortOf(search),
    search.cursor ?? null,
  ]);
}

type SearchRow = { id: string; exactCreatedAt: string; resalePrice: number };
type Order = {
  orderBy: SQL[];
  after: SQL | undefined;
  next: (row: SearchRow) => string;
};

/** The order of a sort, the keyset condition of its cursor, and how to make the next cursor. */
function orderOf(search: ProductSearch): Order {
  const cursor = search.cursor;
  const sort = sortOf(search);
  if (sort === "newest" || sort === "relevance") {
    const at = cursor === undefined ? undefined : decodeCursor(cursor);
    return {
      orderBy: [desc(products.createdAt), desc(products.id)],
      after:
        at &&
        sql`(${products.createdAt}, ${products.id}) < (${at.at}::timestamptz, ${at.id}::uuid)`,
      next: (row: SearchRow) => encodeCursor({ at: row.exactCreatedAt, id: row.id }),
    };
  }
  const at = cursor === undefined ? undefined : decodePriceCursor(sort, cursor);
  const isAscending = sort === "price-asc";
  const direction = isAscending ? asc : desc;
  const comparison = isAscending ? sql`>` : sql`<`;
  return {
    orderBy: [direction(products.resalePrice), direction(products.id)],
    after:
      at &&
      sql`(${products.resalePrice}, ${products.id}) ${comparison} (${at.price}::integer, ${at.id}::uuid)`,
    next: (row: SearchRow) => encodePriceCursor(sort, { price: row.resalePrice, id: row.id }),
  };
}

const columns = {
  ...productColumns,
  exactCreatedAt: sql<string>`to_char(${products.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
};

/**
 * How many phones, in the list's order, a search with text reads at most before it asks the
 * text index instead. A common text (a model, a brand) is found among the first few hundred
 * phones of the list's index; a rare one is cheaper through the text index, which reads only
 * the phones that have it. See docs/decisions/016-find-a-phone.md ("Search plans").
 */
const SCAN_LIMIT = 1000;

/**
 * One page of a search, as its service builds it (the list-plans test explains it), in one of
 * three plans:
 * - no text: the list's index in order, every filter tested on the way (`"direct"`);
 * - `"scan"`: the text tested on the first `SCAN_LIMIT` phones that the list's index gives in
 *   order (filters and cursor applied): the text index is not read, and the page stops as soon
 *   as it is full; fewer than a page means "look further";
 * - `"text"`: every phone with the text, through the text index (the planner plans for all of
 *   them, not for the first page), then sorted: for a rare text.
 */
export function searchPageQuery(
  db: Database,
  search: ProductSearch,
  mode: TextMode = "words",
  plan: "scan" | "text" = "text",
  tier?: SQL,
) {
  const selection = selectionOf(search, mode) ?? { rows: [sql`false`], words: [], seller: [] };
  // A tier is tested with the words: on the rows the scan read, or through the text index.
  if (tier) selection.words.push(tier);
  const order = orderOf(search);
  const page = <T extends PgSelect>(query: T, where: (SQL | undefined)[]) =>
    joinProductDetails(query)
      .where(and(...where))
      .orderBy(...order.orderBy)
      .limit(PRODUCTS_PAGE_SIZE + 1);
  const { rows, words, seller } = selection;
  if (words.length === 0) {
    return page(db.select(columns).from(products).$dynamic(), [...rows, ...seller, order.after]);
  }
  // A subquery with its own order is planned on its own: with its limit, for the first
  // `SCAN_LIMIT` rows in order; without, for every match. Named as the table, so that every
  // column reference reads it.
  const inOrder = db
    .select()
    .from(products)
    .where(and(...rows, ...(plan === "text" ? words : []), order.after))
    .orderBy(...order.orderBy)
    .$dynamic();
  const source = (plan === "scan" ? inOrder.limit(SCAN_LIMIT) : inOrder).as("products");
  return page(db.select(columns).from(source).$dynamic(), [
    ...(plan === "scan" ? words : []),
    ...seller,
  ]);
}

/** Phones that match a search (no cursor), at most `limit` of them: for counting and testing. */
function matchesQuery(db: Database, search: ProductSearch, mode: TextMode, limit: number) {
  const filters = filtersOf(search, mode) ?? [sql`false`];
  const from = db
    .select({ one: sql`1` })
    .from(products)
    .$dynamic();
  return (search.verified ? joinUser(from, products.sellerId) : from)
    .where(and(...filters))
    .limit(limit);
}

/** How many phones a search matches, counted up to one past the cap. */
export function searchCountQuery(db: Database, search: ProductSearch, mode: TextMode = "words") {
  const matches = matchesQuery(db, search, mode, RESULT_COUNT_CAP + 1).as("matches");
  return db.select({ n: sql<number>`count(*)::integer` }).from(matches);
}

export type SearchPage = {
  products: Product[];
  nextCursor: string | undefined;
  /** On the first page: exact up to `RESULT_COUNT_CAP`, else "1000+". */
  count: string | undefined;
};

/**
 * A page in one text mode: first among the list's first `SCAN_LIMIT` phones in order, then, if
 * that does not fill a page, through the text index (a rare text, or the last page).
 */
async function pageInMode(db: Database, search: ProductSearch, mode: TextMode, tier?: SQL) {
  if (textOf(search).words.length === 0) return searchPageQuery(db, search, mode);
  const scanned = await searchPageQuery(db, search, mode, "scan", tier);
  if (scanned.length > PRODUCTS_PAGE_SIZE) return scanned;
  return searchPageQuery(db, search, mode, "text", tier);
}

/**
 * The way a search's text matches: whole words and their beginnings, or, when they find
 * nothing at all, similar words too (typos). A page after the first (`cursor`) decides the same
 * way as its first page did: it asks whether the search has any match in `words` mode.
 */
async function searchWithMode(db: Database, search: ProductSearch) {
  const rows = await pageInMode(db, search, "words");
  if (rows.length > 0 || textOf(search).words.every(isNumber)) {
    return { rows, mode: "words" as const };
  }
  if (search.cursor !== undefined && (await matchesQuery(db, search, "words", 1)).length > 0) {
    return { rows, mode: "words" as const };
  }
  return { rows: await pageInMode(db, search, "similar"), mode: "similar" as const };
}

/** A listing's title as words, for ranking: its model and series words. */
const titleWords = sql`to_tsvector('simple', lower(${products.name}))`;

/**
 * Best match first: three tiers, each newest first. 0: the title has the search's words as
 * typed, in order (the exact phrase; its last word may be the start of one); 1: the title has
 * them all, in any order; 2: the rest (some only in the description). A number is a whole word
 * ("12" is never "128GB"), so "iphone 12" puts the iPhone 12s first. Each tier is a newest-first
 * search with one more condition, so it pages by the list's indexes like the others.
 */
export function relevanceTiers(search: ProductSearch): SQL[] {
  const words = textOf(search).words.map((word) =>
    isNumber(word) ? word.latin : `${word.latin}:*`,
  );
  const phrase = sql`${titleWords} @@ to_tsquery('simple', ${words.join(" <-> ")})`;
  const all = sql`${titleWords} @@ to_tsquery('simple', ${words.join(" & ")})`;
  return words.length === 1
    ? [phrase, sql`NOT ${phrase}`]
    : [phrase, sql`(${all} AND NOT ${phrase})`, sql`NOT ${all}`];
}

/** A row's tier as one expression (0, 1 or 2): the first of `tiers` it meets. */
function tierOf(tiers: SQL[]): SQL<number> {
  const cases = tiers.slice(0, -1).map((tier, i) => sql`WHEN ${tier} THEN ${sql.raw(String(i))}`);
  return sql<number>`(CASE ${sql.join(cases, sql` `)} ELSE ${sql.raw(String(tiers.length - 1))} END)`;
}

/**
 * Every match of a search through the text index, in tier order then newest first, from the
 * cursor on: a rare text's matches are few, and sorting them costs less than reading each tier.
 */
export function allTiersQuery(
  db: Database,
  search: ProductSearch,
  mode: TextMode,
  tiers: SQL[],
  from: RelevanceCursor | undefined,
) {
  const selection = selectionOf(search, mode) ?? { rows: [sql`false`], words: [], seller: [] };
  const tier = tierOf(tiers);
  const after =
    from &&
    sql`(${tier} > ${from.tier} OR (${tier} = ${from.tier} AND (${products.createdAt}, ${products.id}) < (${from.at}::timestamptz, ${from.id}::uuid)))`;
  // Named as the table, as in searchPageQuery: its matches in order, then their details.
  const source = db
    .select({ ...getTableColumns(products), tier: sql<number>`${tier}`.as("tier") })
    .from(products)
    .where(and(...selection.rows, ...selection.words, after))
    .orderBy(sql`tier`, desc(products.createdAt), desc(products.id))
    .as("products");
  return joinProductDetails(
    db
      .select({ ...columns, tier: source.tier })
      .from(source)
      .$dynamic(),
  )
    .where(and(...selection.seller))
    .orderBy(source.tier, desc(products.createdAt), desc(products.id))
    .limit(PRODUCTS_PAGE_SIZE + 1);
}

/**
 * One page of a best-match search from `cursor`. A common text fills its page from the first
 * tier's scan of the list's index; any other is read whole through the text index, in order.
 */
async function relevancePage(db: Database, search: ProductSearch, mode: TextMode) {
  const tiers = relevanceTiers(search);
  const from = search.cursor === undefined ? undefined : decodeRelevanceCursor(search.cursor);
  if (from && from.tier >= tiers.length) throw badCursor();
  if ((from?.tier ?? 0) === 0) {
    const cursor = from && encodeCursor(from);
    const newest = { ...search, sort: "newest" as const, cursor };
    const first = await searchPageQuery(db, newest, mode, "scan", tiers[0]);
    if (first.length > PRODUCTS_PAGE_SIZE) return first.map((row) => ({ ...row, tier: 0 }));
  }
  return allTiersQuery(db, search, mode, tiers, from);
}

/** The text mode of a search: its words as typed, or similar words when those find nothing. */
async function modeOf(db: Database, search: ProductSearch): Promise<TextMode> {
  if (textOf(search).words.every(isNumber)) return "words";
  const found = await matchesQuery(db, { ...search, cursor: undefined }, "words", 1);
  return found.length > 0 ? "words" : "similar";
}

async function searchByRelevance(db: Database, search: ProductSearch): Promise<SearchPage> {
  const mode = await modeOf(db, search);
  const rows = await relevancePage(db, search, mode);
  const page = rows.slice(0, PRODUCTS_PAGE_SIZE);
  const last = page.at(-1);
  const hasMore = rows.length > PRODUCTS_PAGE_SIZE && last !== undefined;
  return {
    products: page.map(toProduct),
    nextCursor: hasMore
      ? encodeRelevanceCursor({ tier: last.tier, at: last.exactCreatedAt, id: last.id })
      : undefined,
    count:
      search.cursor === undefined
        ? await countOf(db, search, mode, page.length, hasMore)
        : undefined,
  };
}

/** The number of matches a first page reports: its own length, or counted up to the cap. */
async function countOf(
  db: Database,
  search: ProductSearch,
  mode: TextMode,
  onPage: number,
  hasMore: boolean,
): Promise<string> {
  const [counted] = hasMore ? await searchCountQuery(db, search, mode) : [{ n: onPage }];
  const n = counted?.n ?? 0;
  return n > RESULT_COUNT_CAP ? `${RESULT_COUNT_CAP}+` : String(n);
}

/** One page of available phones that match a search, in its order, and the next page's cursor. */
export async function searchProducts(db: Database, search: ProductSearch): Promise<SearchPage> {
  if (sortOf(search) === "relevance") return searchByRelevance(db, search);
  const order = orderOf(search);
  const { rows, mode } = await searchWithMode(db, search);
  const page = rows.slice(0, PRODUCTS_PAGE_SIZE);
  const last = page.at(-1);
  const hasMore = rows.length > PRODUCTS_PAGE_SIZE && last !== undefined;
  return {
    products: page.map(toProduct),
    nextCursor: hasMore ? order.next(last) : undefined,
    count:
      search.cursor === undefined
        ? await countOf(db, search, mode, page.length, hasMore)
        : undefined,
  };
}
