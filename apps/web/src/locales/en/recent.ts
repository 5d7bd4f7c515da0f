/** English texts of the home page's "Recently viewed" row. bn/recent.ts has the same keys. */
export default {
  "recent.title": "Recently viewed",
  "recent.clear": "Clear",
} satisfies Record<`recent.${string}`, string>;
