import type { CatalogPart, EnglishMessagesOf } from "./catalog-parts";

/** A translation of an English catalog: exactly its keys, every one a string. */
export type CatalogOf<T> = { [K in keyof T]: string };

/** Every message id the web app may show, in every part of the catalog; a typo is a type error. */
export type MessageId = { [Part in CatalogPart]: keyof EnglishMessagesOf<Part> }[CatalogPart];
