/** Product helpers without zod, safe for the home page's initial bundle. */

/** Response header carrying the cursor of the next page of a product list. */
export const NEXT_CURSOR_HEADER = "x-next-cursor";

/** Uploads keep two WebP sizes side by side: `<name>.webp` (≤1200 px) and `<name>-card.webp` (≤480 px). */
export function cardImageUrl(url: string): string {
  return url.endsWith(".webp") ? `${url.slice(0, -".webp".length)}-card.webp` : url;
}

/** `৳45,000` */
export function formatTaka(amount: number): string {
  return `৳${amount.toLocaleString("en-US")}`;
}
