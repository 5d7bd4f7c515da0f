import { i18n, type Messages } from "@lingui/core";
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

type Catalog = () => Promise<{ messages: Messages }>;

/**
 * Each language's catalogs are chunks of their own: English readers never download Bangla.
 * `core` holds every text a first visit may need; the blog's, bookings', the dashboard's, the
 * admin pages', password reset's and finding a phone's (search, a phone's page, seller profiles, condition grades)
 * texts are parts of their own, loaded with the pages that show them (each page
 * calls `useCatalogPart`), so the home page's first download stays within its budget.
 */
const CATALOGS = {
  core: { en: () => import("@/locales/en"), bn: () => import("@/locales/bn") },
  blog: {
    en: () => import("@/locales/en/blog-index"),
    bn: () => import("@/locales/bn/blog-index"),
  },
  bookings: {
    en: () => import("@/locales/en/bookings-index"),
    bn: () => import("@/locales/bn/bookings-index"),
  },
  dashboard: {
    en: () => import("@/locales/en/dashboard-index"),
    bn: () => import("@/locales/bn/dashboard-index"),
  },
  find: {
    en: () => import("@/locales/en/find-index"),
    bn: () => import("@/locales/bn/find-index"),
  },
  admin: {
    en: () => import("@/locales/en/admin-index"),
    bn: () => import("@/locales/bn/admin-index"),
  },
  reset: {
    en: () => import("@/locales/en/reset-index"),
    bn: () => import("@/locales/bn/reset-index"),
  },
  notifications: {
    en: () => import("@/locales/en/notifications-index"),
    bn: () => import("@/locales/bn/notifications-index"),
  },
  deals: {
    en: () => import("@/locales/en/deals-index"),
    bn: () => import("@/locales/bn/deals-index"),
  },
} satisfies Record<string, Record<Locale, Catalog>>;
export type CatalogPart = keyof typeof CATALOGS;

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
      CATALOGS[part][locale]().then(({ messages }) => i18n.load(locale, messages)),
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
