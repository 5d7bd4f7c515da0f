/** Product helpers without zod, safe for the home page's initial bundle. */

/** Response header carrying the cursor of the next page of a product list. */
export const NEXT_CURSOR_HEADER = "x-next-cursor";

/** Response header with how many phones match a search, exact up to the cap, else "1000+". */
export const RESULT_COUNT_HEADER = "x-result-count";
export const RESULT_COUNT_CAP = 1000;

/** Uploads keep two WebP sizes side by side: `<name>.webp` (≤1200 px) and `<name>-card.webp` (≤480 px). */
export function cardImageUrl(url: string): string {
  return url.endsWith(".webp") ? `${url.slice(0, -".webp".length)}-card.webp` : url;
}

/**
 * `srcset` for an upload: the card size and the display size, by their widths (the server fits
 * each inside a square of that side). Undefined for any other image (one size only).
 */
export function photoSrcSet(url: string): string | undefined {
  if (!url.endsWith(".webp")) return undefined;
  return `${cardImageUrl(url)} 480w, ${url} 1200w`;
}

/** `৳45,000` */
export function formatTaka(amount: number): string {
  return `৳${amount.toLocaleString("en-US")}`;
}
