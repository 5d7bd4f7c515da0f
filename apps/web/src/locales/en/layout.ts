/** English texts of the layout area. Keys are "layout.<what>"; bn/layout.ts must have the same keys. */
export default {} satisfies Record<`layout.${string}`, string>;
