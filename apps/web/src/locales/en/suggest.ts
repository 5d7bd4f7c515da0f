/** English texts of the search box's suggestions. bn/suggest.ts has the same keys. */
export default {
  "suggest.label": "Suggestions",
  "suggest.brand": "All {brand} phones",
  "suggest.count": "{count} for sale",
} satisfies Record<`suggest.${string}`, string>;
