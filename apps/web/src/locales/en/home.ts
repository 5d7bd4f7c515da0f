/** English texts of the home area. Keys are "home.<what>"; bn/home.ts must have the same keys. */
export default {} satisfies Record<`home.${string}`, string>;
