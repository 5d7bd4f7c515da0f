// A search query in one form, whatever the script it was typed in, so that "আইফোন ১৩",
// "iphone ১৩" and "iPhone 13" are the same search: the server's search and the web app's
// suggestions read the same words.
import { banglaToLatin } from "./bangla-phonetic";
import { LOCATIONS, type Location } from "./constants";
import { toAsciiDigits } from "./digits";
import {
  BANGLA_SPELLINGS,
  BRAND_WORDS,
  DISTRICT_BANGLA,
  DISTRICT_OTHER_NAMES,
  LETTER_NAMES,
} from "./search-vocabulary";

export type NormalisedQuery = {
  /** The query's words in Latin letters, lower-case, in the order typed. */
  terms: string[];
  /** `terms` joined by one space: "আইফোন ১৩ প্রো" → "iphone 13 pro". */
  latin: string;
  /** The runs of Bangla letters typed, as typed (NFC), to match text written in Bangla. */
  bangla: string[];
  /** The brand a word names ("আইফোন" and "iphone": "Apple"), the first if several. */
  brand?: string;
  /** The district a word names ("ঢাকা", "dhaka", "mirpur": "Dhaka"), the first if several. */
  district?: Location;
};

// Written as escapes: the server's build leaves a regular-expression literal as it is.
/** Zero-width joiner and non-joiner: spelling hints inside Bangla words (র‍্যাম), dropped. */
const ZERO_WIDTH = /[\u200C\u200D]/g;
/** A word: a run of letters (with their marks) and digits, as the server's search splits text. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** A word's parts: Bangla letters, or anything else (Latin letters, digits). */
const SCRIPT_RUN = /[\u0980-\u09FF]+|[^\u0980-\u09FF]+/g;
const BANGLA = /[\u0980-\u09FF]/;
const DIGIT = /^[0-9]/;

/**
 * Endings Bangla adds to a word ("ঢাকায়", "in Dhaka"; "আইফোনটি", "the iPhone";
 * "স্যামসাংয়ের", "Samsung's"), tried off a word the vocabulary does not know, longest first.
 */
const ENDINGS = ["গুলো", "গুলি", "য়ের", "খানা", "টি", "টা", "তে", "ের", "এর", "য়", "র", "ে"].map(
  (ending) => ending.normalize("NFC"),
);

const spelling = (text: string) => text.normalize("NFC").replace(ZERO_WIDTH, "");
/** A name as one word, for a district's lookup: "Cox's Bazar" → "coxsbazar". */
const squeezed = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, "");

function invert(table: Readonly<Record<string, readonly string[]>>): Map<string, string> {
  const byBangla = new Map<string, string>();
  for (const [latin, spellings] of Object.entries(table)) {
    for (const word of spellings) byBangla.set(spelling(word), latin);
  }
  return byBangla;
}

const WORDS = invert(BANGLA_SPELLINGS);
const LETTERS = invert(LETTER_NAMES);
const BRAND_BY_WORD = new Map(
  BRAND_WORDS.flatMap((brand) => brand.words.map((word) => [word, brand.name] as const)),
);

/** Every Latin name of a district, as one word: "dhaka", "mirpur", "coxsbazar", "jessore". */
const DISTRICT_BY_NAME = new Map<string, Location>();
/** A district's Bangla names, with the Latin word the query's terms use for each. */
const DISTRICT_BY_BANGLA = new Map<string, { district: Location; latin: string }>();
for (const district of LOCATIONS) {
  const names = [[district, DISTRICT_BANGLA[district]], ...(DISTRICT_OTHER_NAMES[district] ?? [])];
  for (const [latin, bangla] of names) {
    DISTRICT_BY_NAME.set(squeezed(latin), district);
    if (bangla !== undefined)
      DISTRICT_BY_BANGLA.set(spelling(bangla), { district, latin: squeezed(latin) });
  }
}

/**
 * A Latin word's rough sound, so that the ways people spell the vocabulary's words in Latin
 * letters meet it: "ifone" and "aifon" sound as "iphone", "galaxi" as "galaxy", "shamsung" as
 * "samsung".
 */
export function soundOf(word: string): string {
  return word
    .replace(/^ai/, "i")
    .replace(/ph/g, "f")
    .replace(/sh/g, "s")
    .replace(/ck|q/g, "k")
    .replace(/ee|ea|ie|y/g, "i")
    .replace(/(.)\1+/g, "$1")
    .replace(/[ei]$/, "");
}

/** The Latin words of the vocabulary: brands, the words that name one, and title words. */
const VOCABULARY = new Set([
  ...Object.keys(BANGLA_SPELLINGS),
  ...BRAND_WORDS.flatMap((brand) => brand.words),
]);
/** Each sound of the vocabulary and its word; `null` where two words sound alike. */
const WORD_BY_SOUND = new Map<string, string | null>();
for (const word of VOCABULARY) {
  const sound = soundOf(word);
  WORD_BY_SOUND.set(sound, WORD_BY_SOUND.has(sound) ? null : word);
}
/** Shorter words are too often other words to be respelt. */
const MIN_RESPELT_LENGTH = 4;

/** A Latin word as the vocabulary spells it when it sounds like exactly one of its words. */
function respelt(word: string): string {
  if (word.length < MIN_RESPELT_LENGTH || VOCABULARY.has(word) || /[0-9]/.test(word)) return word;
  return WORD_BY_SOUND.get(soundOf(word)) ?? word;
}

/** The Latin word a known Bangla word is: the vocabulary's, a district's name, or none. */
function knownWord(word: string): string | undefined {
  return WORDS.get(word) ?? DISTRICT_BY_BANGLA.get(word)?.latin;
}

/** A run of Bangla letters in Latin letters: a known word (its ending dropped), else its sound. */
function banglaRunToLatin(run: string, nextToDigits: boolean): string {
  const known = knownWord(run) ?? (nextToDigits ? LETTERS.get(run) : undefined);
  if (known !== undefined) return known;
  for (const ending of ENDINGS) {
    if (run.length - ending.length < 2 || !run.endsWith(ending)) continue;
    const stem = knownWord(run.slice(0, -ending.length));
    if (stem !== undefined) return stem;
  }
  return banglaToLatin(run);
}

/** A word in Latin letters, its parts joined as typed: "এস২৩" → "s23", "১২৮জিবি" → "128gb". */
function wordToLatin(word: string, bangla: string[]): string {
  if (!BANGLA.test(word)) return respelt(word);
  const runs = word.match(SCRIPT_RUN) ?? [];
  return runs
    .map((run, i) => {
      if (!BANGLA.test(run)) return run;
      bangla.push(run);
      const nextToDigits = DIGIT.test(runs[i + 1] ?? "") || /[0-9]$/.test(runs[i - 1] ?? "");
      return banglaRunToLatin(run, nextToDigits);
    })
    .join("");
}

/** The district named by one to three words in a row ("cox s bazar"), the first found. */
function districtOf(terms: readonly string[]): Location | undefined {
  for (let i = 0; i < terms.length; i += 1) {
    for (let length = 3; length >= 1; length -= 1) {
      if (i + length > terms.length) continue;
      const district = DISTRICT_BY_NAME.get(terms.slice(i, i + length).join(""));
      if (district !== undefined) return district;
    }
  }
  return undefined;
}

/**
 * A query in one form: Latin, lower-case words (Bangla digits as digits, a Bangla word the
 * vocabulary knows as its Latin word, any other as its sound), the Bangla typed, and the brand
 * and district its words name. English passes through, lower-cased and split into words as the
 * server's search splits them: "Galaxy-S23  Ultra" → "galaxy s23 ultra".
 */
export function normaliseQuery(raw: string): NormalisedQuery {
  const text = toAsciiDigits(spelling(raw)).toLowerCase();
  const bangla: string[] = [];
  const terms = (text.match(WORD) ?? [])
    .map((word) => wordToLatin(word, bangla))
    .filter((term) => term !== "");
  const brand = terms.map((term) => BRAND_BY_WORD.get(term)).find((name) => name !== undefined);
  const district = districtOf(terms);
  return {
    terms,
    latin: terms.join(" "),
    bangla,
    ...(brand === undefined ? {} : { brand }),
    ...(district === undefined ? {} : { district }),
  };
}

/** The vocabulary's Bangla spellings with their Latin words, for a Bangla word typed halfway. */
const BANGLA_WORDS = [...WORDS];

/**
 * What a search typed so far may mean, word by word, for suggestions as one types: each word's
 * Latin form as `normaliseQuery` reads it and, for a Bangla word typed halfway ("স্যাম"), the
 * vocabulary's words its spellings begin with ("samsung").
 */
export function partialTerms(raw: string): string[][] {
  const text = toAsciiDigits(spelling(raw)).toLowerCase();
  return (text.match(WORD) ?? [])
    .map((word) => {
      const begun =
        BANGLA.test(word) && !/[0-9]/.test(word)
          ? BANGLA_WORDS.filter(([bangla]) => bangla.startsWith(word)).map(([, latin]) => latin)
          : [];
      return [...new Set([wordToLatin(word, []), ...begun])].filter((term) => term !== "");
    })
    .filter((meanings) => meanings.length > 0);
}
