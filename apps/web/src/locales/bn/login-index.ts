import { compileCatalog } from "@/lib/i18n/compile-catalog";
import login from "./login";

/** Logging in and signing up, Bangla: a catalog of its own, loaded with those pages. */
export const MESSAGES = login;

export const messages = compileCatalog(MESSAGES);
