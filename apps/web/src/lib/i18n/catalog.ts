import type { MESSAGES as BLOG } from "@/locales/en/blog-index";
import type { MESSAGES as EN } from "@/locales/en";

/** A translation of an English catalog: exactly its keys, every one a string. */
export type CatalogOf<T> = { [K in keyof T]: string };

/** Every message id the web app may show; a typo is a type error. */
export type MessageId = keyof typeof EN | keyof typeof BLOG;
