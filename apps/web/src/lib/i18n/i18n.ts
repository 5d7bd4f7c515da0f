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
import type { MessageId } from "./catalog";

/** Each language's catalog is its own chunk: English readers never download Bangla. */
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("@/locales/en"),
  bn: () => import("@/locales/bn"),
};

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

const loaded = new Set<Locale>();

/** Loads a language's catalog (once) and makes it the active one. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    const { messages } = await CATALOGS[locale]();
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale, [INTL_LOCALE[locale]]);
  document.documentElement.lang = locale;
}

/** Keeps the choice for the next visit (the server reads it before the first paint). */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LANG_COOKIE}=${locale}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax`;
}
