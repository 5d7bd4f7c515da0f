import { compileCatalog } from "@/lib/i18n/compile-catalog";
import blog from "./blog";

/** The blog's Bangla texts: a catalog of their own, loaded with the blog page. */
export const MESSAGES = blog;

export const messages = compileCatalog(MESSAGES);
