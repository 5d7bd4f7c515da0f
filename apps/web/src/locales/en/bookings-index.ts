import { compileCatalog } from "@/lib/i18n/compile-catalog";
import bookings from "./bookings";

/** Bookings' English texts: a catalog of their own, loaded with the booking form and the order lists. */
export const MESSAGES = bookings;

export const messages = compileCatalog(MESSAGES);
