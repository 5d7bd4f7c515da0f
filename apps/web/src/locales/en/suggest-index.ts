import { compileCatalog } from "@/lib/i18n/compile-catalog";
import suggest from "./suggest";

/** The search box's suggestions, English: loaded with them, on the first keystroke. */
export const MESSAGES = suggest;

export const messages = compileCatalog(MESSAGES);
