/** English texts of the products area. Keys are "products.<what>"; bn/products.ts must have the same keys. */
export default {} satisfies Record<`products.${string}`, string>;
