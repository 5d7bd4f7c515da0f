import { compileCatalog } from "@/lib/i18n/compile-catalog";
import deals from "./deals";
import dealsShared from "./deals-shared";

/** A deal's English texts: a catalog of their own, loaded with the deal page. */
export const MESSAGES = { ...deals, ...dealsShared };

export const messages = compileCatalog(MESSAGES);
