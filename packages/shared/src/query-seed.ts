/**
 * Data the server drew a page with, handed to the browser so it hydrates with the same data
 * (docs/decisions/036-server-rendered-category-pages.md): TanStack Query entries by key, in a
 * `<script type="application/json">` after `#root`. Such a block is data, never run, so the
 * Content-Security-Policy stays as strict as it is.
 */
export const QUERY_SEED_ID = "query-seed";

/** Query cache entries: each key with the data the page's first render reads from it. */
export type QuerySeed = { key: readonly unknown[]; data: unknown }[];

/**
 * The seed's `<script>` element. Every `<` is written `\u003c` (the same string to
 * `JSON.parse`), so a phone named `</script><script>…` cannot end the block or open another.
 */
export function querySeedTag(seed: QuerySeed): string {
  const json = JSON.stringify(seed).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${QUERY_SEED_ID}">${json}</script>`;
}
