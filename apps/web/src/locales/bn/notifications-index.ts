import { compileCatalog } from "@/lib/i18n/compile-catalog";
import notifications from "./notifications";

/** Notifications' Bangla texts: a catalog of their own, loaded with the bell (signed in only). */
export const MESSAGES = notifications;

export const messages = compileCatalog(MESSAGES);
