import { compileCatalog } from "@/lib/i18n/compile-catalog";
import reset from "./reset";

/** Password reset's English texts: a catalog of their own, loaded with its two pages. */
export const MESSAGES = { ...reset };

export const messages = compileCatalog(MESSAGES);
