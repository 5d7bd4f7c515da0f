// Searches where every request is a different one, so the list cache cannot answer them: what a
// site's search meets when many people type at once. One or two words (English, Bangla script,
// Banglish, typos) × price bounds × districts × sorts, walked in a scattered order.

/** Words and phrases as visitors type them: models, typos, Bangla script, Banglish, description words. */
const WORDS = [
  // English, with the typos people make
  "iphone",
  "iphon",
  "ifone",
  "iphone 11",
  "iphone 12",
  "iphone 13",
  "13 pro",
  "12 mini",
  "iphone 14",
  "galaxy",
  "galaxi",
  "samsung",
  "samsang",
  "s21",
  "s22",
  "a52",
  "a73",
  "note 20",
  "m33",
  "oppo",
  "reno",
  "reno 6",
  "reno 7",
  "a96",
  "a77",
  "f21 pro",
  "find x3",
  "64gb",
  "128gb",
  "256 gb",
  "charger",
  "box",
  "scratches",
  "battery",
  "warranty",
  "face id",
  // Bangla script
  "আইফোন",
  "আইফোন ১১",
  "আইফোন ১২",
  "আইফোন ১৩",
  "আইফোন প্রো ম্যাক্স",
  "স্যামসাং",
  "গ্যালাক্সি",
  "গ্যালাক্সি এস২২",
  "গ্যালাক্সি এ৫২",
  "অপো",
  "রেনো",
  "রেনো ৭",
  "১২৮ জিবি",
  "৬৪ জিবি",
  "চার্জার",
  "ব্যাটারি",
  "বক্স",
  "ভালো অবস্থা",
  "দাগ",
  // Banglish
  "aifon",
  "aifone 13",
  "samsun",
  "galaksi",
  "rino 7",
  "opo",
  "charjar",
  "betari",
  "valo",
];

const PRICE_BOUNDS = [
  "",
  "&maxPrice=20000",
  "&maxPrice=40000",
  "&minPrice=20000&maxPrice=60000",
  "&minPrice=30000",
  "&minPrice=50000&maxPrice=90000",
  "&minPrice=10000&maxPrice=35000",
  "&maxPrice=75000",
];

const DISTRICTS = ["", "&location=Dhaka", "&location=Chittagong", "&location=Sylhet"];

const SORTS = ["", "&sort=newest", "&sort=price-asc", "&sort=price-desc"];

/** A first word, then a second one or none. */
const PHRASES = WORDS.length * (WORDS.length + 1);

/** How many different searches the walk goes through before it repeats one. */
export const DISTINCT_SEARCHES = PHRASES * PRICE_BOUNDS.length * DISTRICTS.length * SORTS.length;

/** The `index`-th search of the walk (0 ≤ index < DISTINCT_SEARCHES), as a path. */
function distinctSearch(index: number): string {
  let rest = index;
  const take = (size: number) => {
    const digit = rest % size;
    rest = Math.floor(rest / size);
    return digit;
  };
  const sort = SORTS[take(SORTS.length)]!;
  const district = DISTRICTS[take(DISTRICTS.length)]!;
  const price = PRICE_BOUNDS[take(PRICE_BOUNDS.length)]!;
  const second = take(WORDS.length + 1);
  const first = WORDS[take(WORDS.length)]!;
  const words = second === WORDS.length ? first : `${first} ${WORDS[second]!}`;
  return `/api/products?q=${encodeURIComponent(words)}${price}${district}${sort}`;
}

/**
 * A new search for every call: a stride prime to the number of searches visits each once before
 * any repeats, and consecutive requests differ in their words as well as their bounds.
 */
export function distinctSearches(): () => string {
  const stride = 7_919;
  let next = 0;
  return () => {
    const path = distinctSearch(next);
    next = (next + stride) % DISTINCT_SEARCHES;
    return path;
  };
}
