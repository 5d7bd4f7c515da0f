import { INTL_LOCALE } from "@bechedaw/shared/locale";
import { activeLocale } from "./i18n";

/** A whole number in the active language's digits: 1,234 or ১,২৩৪ (2000 or ২০০০ ungrouped). */
export function formatNumber(value: number, options: { isGrouped?: boolean } = {}): string {
  return new Intl.NumberFormat(INTL_LOCALE[activeLocale()], {
    maximumFractionDigits: 0,
    useGrouping: options.isGrouped ?? true,
  }).format(value);
}

/** A string of digits ("0481", an IMEI's end) in the reader's digits, leading zeros kept. */
export function formatDigits(digits: string): string {
  return [...digits].map((digit) => formatNumber(Number(digit))).join("");
}

/** `৳45,000` in English, `৳৪৫,০০০` in Bangla: the taka sign in both. */
export function formatTaka(amount: number): string {
  return `৳${formatNumber(amount)}`;
}

/**
 * A medium date ("Jan 5, 2023", "৫ জানু, ২০২৩") in Bangladesh time, so every visitor sees
 * the same day; an unreadable value is shown as it came.
 */
export function formatMediumDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(INTL_LOCALE[activeLocale()], {
    dateStyle: "medium",
    timeZone: "Asia/Dhaka",
  }).format(date);
}

/** The year of a date in the active language's digits, without grouping: 2026 or ২০২৬. */
export function formatYear(date: Date): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[activeLocale()], {
    year: "numeric",
    timeZone: "Asia/Dhaka",
  }).format(date);
}
