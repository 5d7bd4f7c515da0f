import { skeleton } from "#name-skeleton";

/**
 * Characters a name may not hold: control characters (NUL cannot even be stored by PostgreSQL,
 * line breaks and tabs break one-line names) and the bidirectional overrides and isolates that
 * can make a name display as something else ("RLO" tricks).
 */
const UNSAFE_IN_NAME = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export function isSafeName(text: string): boolean {
  return !UNSAFE_IN_NAME.test(text);
}

/** Control characters other than line breaks and tabs, and the text-direction overrides. */
const UNSAFE_IN_TEXT = /(?![\t\n\r])[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

/**
 * Anything that reads as a web address. Texts one side writes for the other (deal messages, a
 * meetup place, a cancel reason, a review, a listing) carry words only: no payment links.
 */
const LINK_PATTERN =
  /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|xyz|me|io|link|bd)\b/i;

/** Whether `text` holds no web address (`LINK_PATTERN`). */
export function hasNoLink(text: string): boolean {
  return !LINK_PATTERN.test(text);
}

/** Whether a multi-line text (a listing's description) is free of unsafe characters. */
export function isSafeText(text: string): boolean {
  return !UNSAFE_IN_TEXT.test(text);
}

/** Words a user's name may not use: only the site and its staff speak as these. */
const RESERVED_WORDS = ["bechedaw", "admin", "administrator", "moderator", "official", "staff"].map(
  skeleton,
);
const SITE_NAME = skeleton("bechedaw");

/**
 * Whether a name poses as the site or its staff ("BecheDaw Official Store", "Beche-Daw Support",
 * "Admin", or any of these in look-alike letters of another script): "bechedaw" anywhere once
 * spaces and punctuation are gone, or a reserved whole word, compared by their confusable
 * skeletons (name-skeleton.ts).
 */
export function posesAsSite(name: string): boolean {
  const shape = skeleton(name);
  if (shape.replace(/[^\p{L}\p{N}]/gu, "").includes(SITE_NAME)) return true;
  const words = shape.split(/[^\p{L}\p{N}]+/u);
  return words.some((word) => RESERVED_WORDS.includes(word));
}
