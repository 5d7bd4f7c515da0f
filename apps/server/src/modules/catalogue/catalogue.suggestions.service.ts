import {
  BRAND_WORDS,
  SUGGESTIONS_LIMIT,
  normaliseQuery,
  partialTerms,
  soundOf,
  type Brand,
  type SearchSuggestion,
} from "@bechedaw/shared";
import { count, min } from "drizzle-orm";
import type { Database } from "../../db/client";
import { isListed, products } from "../listings/listings.tables";

/** How long the models on sale are reused after a write changed the lists, at most. */
export const SUGGESTIONS_REFRESH_MS = 10_000;
/** At most this many brands lead the suggestions, the models after them. */
const MAX_BRANDS = 3;
/** A halfway word's sound must be this long to stand for the word (one letter is any word). */
const MIN_SOUND_LENGTH = 2;

/** A suggestion with the words it is found by, each with its sound. */
type Entry = { suggestion: SearchSuggestion; words: { text: string; sound: string }[] };

/**
 * What sellers call a model, from one listing's name: without the brand's name in front, the
 * storage ("128GB", "8/256GB") and anything after it or after a comma, bracket or dash.
 * "Samsung Galaxy A54 5G 8/256GB" → "Galaxy A54 5G".
 */
export function modelNameOf(name: string, brand: Brand): string {
  const withoutBrand = name.trim().toLowerCase().startsWith(`${brand.toLowerCase()} `)
    ? name.trim().slice(brand.length + 1)
    : name.trim();
  return withoutBrand
    .replace(/\s*(?:[,(|[]|\s[-\u2013]\s|\b(?:\d+\s*\/\s*)?\d+\s*[gt]b\b).*$/iu, "")
    .replace(/\s+/g, " ")
    .trim();
}

const wordsOf = (text: string) =>
  normaliseQuery(text).terms.map((word) => ({ text: word, sound: soundOf(word) }));

/** Whether a word typed so far (`typed`, with its sound) begins `word`, as spelt or as it sounds. */
function begins(word: Entry["words"][number], typed: string, typedSound: string): boolean {
  return (
    word.text.startsWith(typed) ||
    (typedSound.length >= MIN_SOUND_LENGTH && word.sound.startsWith(typedSound))
  );
}

/**
 * Whether the words typed begin the entry's words in the order typed ("galaxy s" is a Galaxy S,
 * not every Samsung because "s" begins "samsung"), each in any of its meanings.
 */
function matches(entry: Entry, typed: { text: string; sound: string }[][]): boolean {
  let next = 0;
  for (const meanings of typed) {
    const at = entry.words.findIndex(
      (word, i) =>
        i >= next && meanings.some((meaning) => begins(word, meaning.text, meaning.sound)),
    );
    if (at === -1) return false;
    next = at + 1;
  }
  return true;
}

/** The brands and models on sale with their counts, one query (about 50 ms at 100,000 phones). */
async function readEntries(db: Database): Promise<Entry[]> {
  const models = await db
    .select({ brand: products.brand, name: min(products.name), n: count() })
    .from(products)
    .where(isListed())
    .groupBy(products.brand, products.modelKey);
  const perBrand = new Map<Brand, number>();
  const byModel = new Map<string, Entry>();
  for (const row of models) {
    const brand = row.brand as Brand;
    perBrand.set(brand, (perBrand.get(brand) ?? 0) + row.n);
    const model = modelNameOf(row.name ?? "", brand);
    if (model === "") continue;
    // Listings whose names differ only after the model ("… Blue") are one model.
    const key = `${brand}|${model.toLowerCase()}`;
    const known = byModel.get(key);
    if (known) {
      known.suggestion.count += row.n;
      continue;
    }
    byModel.set(key, {
      suggestion: { kind: "model", brand, model, count: row.n },
      words: wordsOf(brand === "Other" ? model : `${brand} ${model}`),
    });
  }
  const brands = BRAND_WORDS.filter(({ name }) => name !== "Other" && perBrand.has(name)).map(
    ({ name, words }): Entry => ({
      suggestion: { kind: "brand", brand: name, count: perBrand.get(name) ?? 0 },
      words: wordsOf([name, ...words].join(" ")),
    }),
  );
  return [...brands, ...byModel.values()];
}

/**
 * The models and brands on sale, read again when a write has changed the lists and the last
 * reading is 10 seconds old: counts may lag that long, and a busy site reads them every 10
 * seconds, not after every write.
 */
export class SuggestionDirectory {
  #read: { version: string; at: number; entries: Entry[] } | undefined;
  #reading: Promise<Entry[]> | undefined;

  constructor(
    private readonly db: Database,
    private readonly version: () => Promise<string>,
    private readonly now: () => number = Date.now,
  ) {}

  async entries(): Promise<Entry[]> {
    const version = await this.version();
    const read = this.#read;
    if (read && (read.version === version || this.now() - read.at < SUGGESTIONS_REFRESH_MS)) {
      return read.entries;
    }
    this.#reading ??= readEntries(this.db)
      .then((entries) => {
        this.#read = { version, at: this.now(), entries };
        return entries;
      })
      .finally(() => {
        this.#reading = undefined;
      });
    return this.#reading;
  }
}

/**
 * Suggestions for what is typed so far: the brands, then the models, whose words the typed
 * words begin (as spelt, as they sound, or through a Bangla word typed halfway), most phones
 * first, then the shorter name (the whole series before one of its variants).
 */
export async function suggest(
  directory: SuggestionDirectory,
  typed: string,
): Promise<SearchSuggestion[]> {
  const terms = partialTerms(typed).map((meanings) =>
    meanings.map((text) => ({ text, sound: soundOf(text) })),
  );
  if (terms.length === 0) return [];
  const found = (await directory.entries()).filter((entry) => matches(entry, terms));
  const brands = found.filter((entry) => entry.suggestion.kind === "brand").slice(0, MAX_BRANDS);
  const models = found
    .filter((entry) => entry.suggestion.kind === "model")
    .sort(
      (a, b) =>
        b.suggestion.count - a.suggestion.count ||
        nameOf(a.suggestion).length - nameOf(b.suggestion).length,
    );
  return [...brands, ...models]
    .slice(0, SUGGESTIONS_LIMIT)
    .map((entry) => ({ ...entry.suggestion }));
}

const nameOf = (suggestion: SearchSuggestion) =>
  suggestion.kind === "model" ? suggestion.model : suggestion.brand;
