/** English texts of the admin area. Keys are "admin.<what>"; bn/admin.ts must have the same keys. */
export default {} satisfies Record<`admin.${string}`, string>;
