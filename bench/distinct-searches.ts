// Searches where every request is a different one, so the list cache cannot answer them: what a
// site's search meets when many people type at once. A phone as people name it (English, Bangla
// script, Banglish, typos) and what they add to it × price bounds × districts × sorts, walked in
// a scattered order.

/** Phones as visitors name them: models, brands and series, with typos, in Bangla script and Banglish. */
const PHONES = [
  "iphone",
  "iphon",
  "ifone 13",
  "iphone 11",
  "iphone 12",
  "iphone 12 mini",
  "iphone 13",
  "iphone 13 pro",
  "13 pro",
  "iphone 14",
  "galaxy",
  "samsang galaxy",
  "samsung",
  "galaxi s21",
  "galaxy s22",
  "s22",
  "galaxy a52",
  "a73",
  "note 20",
  "m33",
  "oppo",
  "reno",
  "reno 6",
  "oppo reno 7",
  "a96",
  "oppo a77",
  "f21 pro",
  "find x3",
  "আইফোন",
  "আইফোন ১১",
  "আইফোন ১২",
  "আইফোন ১৩",
  "আইফোন ১৩ প্রো",
  "স্যামসাং",
  "গ্যালাক্সি",
  "গ্যালাক্সি এস২২",
  "গ্যালাক্সি এ৫২",
  "অপো",
  "রেনো",
  "অপো রেনো ৭",
  "aifon 12",
  "samsun galaksi",
  "rino 6",
  "opo a96",
];

/** What people add to a phone's name: nothing, a storage size, what they care about. */
const DETAILS = [
  "",
  "64gb",
  "128gb",
  "256 gb",
  "box",
  "charger",
  "battery",
  "warranty",
  "face id",
  "১২৮ জিবি",
  "চার্জার",
  "বক্স",
  "ব্যাটারি",
  "ভালো",
  "charjar",
  "fresh",
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

const PHRASES = PHONES.length * DETAILS.length;

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
  const detail = DETAILS[take(DETAILS.length)]!;
  const phone = PHONES[take(PHONES.length)]!;
  const words = detail === "" ? phone : `${phone} ${detail}`;
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
