import { i18n } from "@lingui/core";
import {
  DEFAULT_LOCALE,
  INTL_LOCALE,
  isLocale,
  LANG_COOKIE,
  LANG_COOKIE_MAX_AGE,
  LANG_QUERY,
  type Locale,
} from "@bechedaw/shared/locale";
import { markSettled } from "@/lib/settled-promise";
import type { MessageId } from "./catalog";
import { CATALOG_PARTS, type CatalogPart } from "./catalog-parts";

/** A text in the active language; `values` fill its {placeholders}. */
export function t(id: MessageId, values?: Record<string, unknown>): string {
  return i18n._(id, values);
}

export function activeLocale(): Locale {
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}

/**
 * The language the page was served in: the server chose it (`?lang=`, the cookie, the
 * browser's Accept-Language) and wrote it into `<html lang>`.
 */
export function servedLocale(): Locale {
  const fromLink = new URLSearchParams(window.location.search).get(LANG_QUERY);
  if (isLocale(fromLink)) return fromLink;
  const fromHtml = document.documentElement.lang;
  return isLocale(fromHtml) ? fromHtml : DEFAULT_LOCALE;
}

const loads = new Map<string, Promise<void>>();
const partsInUse = new Set<CatalogPart>(["core"]);

/** Loads one part of a language's catalog, once; later calls share the first load. */
export function loadCatalogPart(part: CatalogPart, locale: Locale): Promise<void> {
  const key = `${part}:${locale}`;
  let load = loads.get(key);
  if (!load) {
    partsInUse.add(part);
    load = markSettled(
      CATALOG_PARTS[part][locale]().then(({ messages }) => i18n.load(locale, messages)),
    );
    loads.set(key, load);
  }
  return load;
}

/** Loads the parts in use of a language's catalog and makes it the active language. */
export async function activateCatalogs(locale: Locale): Promise<void> {
  await Promise.all([...partsInUse].map((part) => loadCatalogPart(part, locale)));
  activateLoadedCatalogs(locale);
}

/**
 * Makes a language whose catalogs have loaded the active one, at once: a server render calls
 * it right before rendering, with no `await` in between, so two languages never interleave.
 */
export function activateLoadedCatalogs(locale: Locale): void {
  i18n.activate(locale, [INTL_LOCALE[locale]]);
}

/** Makes a language the page's: its catalogs, and `<html lang>` for screen readers. */
export async function activateLocale(locale: Locale): Promise<void> {
  await activateCatalogs(locale);
  document.documentElement.lang = locale;
}

/** Keeps the choice for the next visit (the server reads it before the first paint). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax`;
}
