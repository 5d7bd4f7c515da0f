import { compileCatalog } from "@/lib/i18n/compile-catalog";
import recent from "./recent";

/** The home page's "Recently viewed" row, English: loaded only when the row shows. */
export const MESSAGES = recent;

export const messages = compileCatalog(MESSAGES);
