/** English texts of the auth area. Keys are "auth.<what>"; bn/auth.ts must have the same keys. */
export default {} satisfies Record<`auth.${string}`, string>;
