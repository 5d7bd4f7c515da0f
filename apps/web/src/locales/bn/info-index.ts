import { compileCatalog } from "@/lib/i18n/compile-catalog";
import contactShared from "./contact-shared";
import info from "./info";

/** The Contact page, Bangla: a catalog of its own, loaded with the page. */
export const MESSAGES = { ...contactShared, ...info };

export const messages = compileCatalog(MESSAGES);
