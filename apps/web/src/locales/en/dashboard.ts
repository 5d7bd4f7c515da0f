/** English texts of the dashboard area. Keys are "dashboard.<what>"; bn/dashboard.ts must have the same keys. */
export default {} satisfies Record<`dashboard.${string}`, string>;
