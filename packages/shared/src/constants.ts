export const BRANDS = ["Apple", "Samsung", "Oppo"] as const;
export type Brand = (typeof BRANDS)[number];

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
] as const;
export type Location = (typeof LOCATIONS)[number];

export const AGES_OF_USE = [
  "1 month",
  ...Array.from({ length: 10 }, (_, i) => `${i + 2} months`),
  "More than 1 year",
] as const;

export const ROLES = ["Buyer", "Seller", "Admin"] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may pick for themselves at sign-up. */
export const SIGN_UP_ROLES = ["Buyer", "Seller"] as const;

/** OWASP / NIST minimum; the spec's 6 is too weak (DESIGN.md §6). */
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
} as const;

/** The most a used phone may be listed for, in whole taka. */
export const MAX_PRICE = 10_000_000;
