/** The site's languages: English and Bangla (docs/decisions/009-i18n-lingui.md). */
export const LOCALES = ["en", "bn"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in its own words, whatever the page's language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", bn: "বাংলা" };

/** Cookie that keeps a visitor's choice of language for a year. */
export const LANG_COOKIE = "bechedaw_lang";
export const LANG_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** `?lang=` on any link overrides the cookie, so a shared link opens in its language. */
export const LANG_QUERY = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The Intl locale for numbers and dates: Bangla digits and month names in Bangla. */
export const INTL_LOCALE: Record<Locale, string> = { en: "en-US", bn: "bn-BD" };

/**
 * The first language of an `Accept-Language` header that the site speaks, by quality:
 * "bn-BD,bn;q=0.9,en;q=0.8" → "bn"; none spoken → undefined.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split("-")[0], quality, index };
    })
    .filter(({ quality }) => Number.isFinite(quality) && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLocale);
}

/** The language to serve: the link's `?lang=`, else the saved choice, else the browser's. */
export function chooseLocale(choices: {
  query?: unknown;
  cookie?: unknown;
  acceptLanguage?: string;
}): Locale {
  if (isLocale(choices.query)) return choices.query;
  if (isLocale(choices.cookie)) return choices.cookie;
  return localeFromAcceptLanguage(choices.acceptLanguage) ?? DEFAULT_LOCALE;
}
