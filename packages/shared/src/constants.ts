/**
 * The brands the site lists, as it stores them (the products table's check): the original site's
 * three first, the others Bangladesh buys after them, "Other" last. The search vocabulary's words
 * and series are keyed by these (search-vocabulary.ts).
 */
export const BRANDS = [
  "Apple",
  "Samsung",
  "Oppo",
  "Xiaomi",
  "Redmi",
  "Poco",
  "Realme",
  "Vivo",
  "Infinix",
  "Tecno",
  "OnePlus",
  "Symphony",
  "Walton",
  "Google",
  "Nokia",
  "Motorola",
  "Huawei",
  "Honor",
  "Other",
] as const;
export type Brand = (typeof BRANDS)[number];

/** The brands with a large card of their own on the home page; the others follow as links. */
export const MAIN_BRANDS = ["Apple", "Samsung", "Oppo"] as const satisfies readonly Brand[];
export type MainBrand = (typeof MAIN_BRANDS)[number];

/**
 * Bangladesh's 64 districts, the original site's nine first (the order of the pickers), then the rest
 * by division. Stored and sent in English; the web app names them in the reader's language.
 */
export const LOCATIONS = [
  "Dhaka",
  "Gazipur",
  "Bogura",
  "Chittagong",
  "Barishal",
  "Dinajpur",
  "Thakurgaon",
  "Kurigram",
  "Rangpur",
  // Dhaka division
  "Faridpur",
  "Gopalganj",
  "Kishoreganj",
  "Madaripur",
  "Manikganj",
  "Munshiganj",
  "Narayanganj",
  "Narsingdi",
  "Rajbari",
  "Shariatpur",
  "Tangail",
  // Chattogram division
  "Bandarban",
  "Brahmanbaria",
  "Chandpur",
  "Cumilla",
  "Cox's Bazar",
  "Feni",
  "Khagrachhari",
  "Lakshmipur",
  "Noakhali",
  "Rangamati",
  // Rajshahi division
  "Joypurhat",
  "Naogaon",
  "Natore",
  "Chapainawabganj",
  "Pabna",
  "Rajshahi",
  "Sirajganj",
  // Khulna division
  "Bagerhat",
  "Chuadanga",
  "Jashore",
  "Jhenaidah",
  "Khulna",
  "Kushtia",
  "Magura",
  "Meherpur",
  "Narail",
  "Satkhira",
  // Barishal division
  "Barguna",
  "Bhola",
  "Jhalokati",
  "Patuakhali",
  "Pirojpur",
  // Sylhet division
  "Habiganj",
  "Moulvibazar",
  "Sunamganj",
  "Sylhet",
  // Rangpur division
  "Gaibandha",
  "Lalmonirhat",
  "Nilphamari",
  "Panchagarh",
  // Mymensingh division
  "Jamalpur",
  "Mymensingh",
  "Netrokona",
  "Sherpur",
] as const;
export type Location = (typeof LOCATIONS)[number];

/**
 * How long a phone was used: months to a year, then years to five. "More than 1 year" was the
 * longest choice once: listings and the original API's clients may still send it, and the
 * listing form offers it only to a listing that has it.
 */
export const AGES_OF_USE = [
  "1 month",
  ...Array.from({ length: 10 }, (_, i) => `${i + 2} months`),
  "1 year",
  ...Array.from({ length: 4 }, (_, i) => `${i + 2} years`),
  "More than 5 years",
  "More than 1 year",
] as const;
export type AgeOfUse = (typeof AGES_OF_USE)[number];
export const OLD_LONGEST_AGE: AgeOfUse = "More than 1 year";

/** An age of use in months, for comparisons: "8 months" → 8, "2 years" → 24, "More than 5 years" → 61. */
export function monthsOfUse(age: AgeOfUse): number {
  if (age === OLD_LONGEST_AGE) return 13;
  if (age === "More than 5 years") return 61;
  const count = Number.parseInt(age, 10);
  return age.endsWith("year") || age.endsWith("years") ? count * 12 : count;
}

export const ROLES = ["Buyer", "Seller", "Admin"] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may pick for themselves at sign-up. */
export const SIGN_UP_ROLES = ["Buyer", "Seller"] as const;

/** OWASP / NIST minimum; the original site's 6 is too weak (docs/design.md, differences). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The longest text each typed field takes, checked by the shared schemas on both sides and
 * given to the inputs as `maxlength`.
 */
export const TEXT_LIMITS = {
  personName: 100,
  /** RFC 5321's longest forward path. */
  email: 254,
  productName: 100,
  /** A mobile number as typed, spaces and dashes included ("+880 1712-345 678"). */
  phone: 20,
  /** Whole taka as typed, separators included ("10,000,000"). */
  price: 12,
  reportReason: 500,
  /** A listing's free-text description. */
  productDescription: 2000,
  colour: 30,
  /** The search box's text. */
  searchText: 200,
  /** A phone passport's repairs or replaced parts. */
  repairs: 300,
  /** Why an admin rejected a listing (the seller reads it). */
  rejectionReason: 500,
  /** Where a sign-in sends the browser back to: a path of the site or its full address. */
  callbackUrl: 2000,
  /** The name of a sign-in provider ("google"). */
  authProvider: 32,
} as const;

/**
 * What a buyer says a reported listing is (decision 023): a stolen phone, a scam (an advance
 * asked, a fake), wrong information (model, storage, condition), or something else.
 */
export const REPORT_KINDS = ["stolen", "scam", "wrong-info", "other"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/**
 * The fraud signals the server raises on a listing for admin review (decisions 021 and 023): a
 * photo another seller's listing shows, an IMEI another listing has (or one reported stolen),
 * a price far under its model's median.
 */
export const FLAG_KINDS = ["reused-photo", "same-imei", "low-price", "asks-advance"] as const;
export type FlagKind = (typeof FLAG_KINDS)[number];

/** Battery health the seller does not know (phones other than iPhones rarely show it). */
export const BATTERY_UNKNOWN = "unknown";

/** The longest warranty a listing can say is left, in months. */
export const MAX_WARRANTY_MONTHS = 36;

/**
 * Edits that change a listing's IMEIs, in any 24 hours: per listing, and per seller across their
 * listings. A phone's IMEI rarely needs correcting more than once; many changes are someone
 * trying numbers.
 */
export const IMEI_LIMITS = { changesPerListingPerDay: 3, changesPerSellerPerDay: 10 } as const;

/**
 * A used phone's condition, best first; each has a published definition (the web app's
 * catalogs, shown on the listing form and the phone page).
 */
export const CONDITIONS = ["like-new", "excellent", "good", "fair", "for-parts"] as const;
export type Condition = (typeof CONDITIONS)[number];

/** Storage and RAM sizes a listing picks from, in GB. */
export const STORAGE_SIZES = [16, 32, 64, 128, 256, 512, 1024] as const;
export const RAM_SIZES = [2, 3, 4, 6, 8, 12, 16] as const;

/** A listing has a cover photo and up to this many photos in all. */
export const MAX_PHOTOS = 8;

/** How a search is sorted. */
/** "relevance" (best match first) is for searches with text; it is their default. */
export const SORTS = ["relevance", "newest", "price-asc", "price-desc"] as const;
export type Sort = (typeof SORTS)[number];

/** The most a used phone may be listed for, in whole taka. */
export const MAX_PRICE = 10_000_000;
