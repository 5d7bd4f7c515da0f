/** English texts of the bookings area. Keys are "bookings.<what>"; bn/bookings.ts must have the same keys. */
export default {} satisfies Record<`bookings.${string}`, string>;
