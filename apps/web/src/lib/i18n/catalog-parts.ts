import type { Messages } from "@lingui/core";
import type { Locale } from "@bechedaw/shared/locale";

/** A part of a language's catalog, as its module loads: raw texts, and compiled ones. */
type CatalogModule = { MESSAGES: Record<string, string>; messages: Messages };

/**
 * The one list of the parts the message catalogs are split in, each a chunk of its own per
 * language (English readers never download Bangla). `core` holds every text a first visit may
 * need; the others load with the pages that show them (each page calls `useCatalogPart`), so
 * the home page's first download stays within its budget. The loaders (lib/i18n/i18n.ts), the
 * message ids (lib/i18n/catalog.ts) and the catalogs' test (locales/catalogs.test.ts) all come
 * from here. A part is the file `index.ts` or `<name>-index.ts` in `locales/en/` and
 * `locales/bn/`, which the build precompiles (build/precompiled-catalogs.ts).
 */
export const CATALOG_PARTS = {
  core: { en: () => import("@/locales/en"), bn: () => import("@/locales/bn") },
  blog: {
    en: () => import("@/locales/en/blog-index"),
    bn: () => import("@/locales/bn/blog-index"),
  },
  bookings: {
    en: () => import("@/locales/en/bookings-index"),
    bn: () => import("@/locales/bn/bookings-index"),
  },
  /** The dashboard, and the protected pages' checks of the session and the role. */
  dashboard: {
    en: () => import("@/locales/en/dashboard-index"),
    bn: () => import("@/locales/bn/dashboard-index"),
  },
  /** Finding a phone: search, a phone's page, seller profiles, condition grades. */
  find: {
    en: () => import("@/locales/en/find-index"),
    bn: () => import("@/locales/bn/find-index"),
  },
  admin: {
    en: () => import("@/locales/en/admin-index"),
    bn: () => import("@/locales/bn/admin-index"),
  },
  /** The login and sign-up pages. */
  login: {
    en: () => import("@/locales/en/login-index"),
    bn: () => import("@/locales/bn/login-index"),
  },
  /** Password reset. */
  reset: {
    en: () => import("@/locales/en/reset-index"),
    bn: () => import("@/locales/bn/reset-index"),
  },
  /** The bell and the notifications page (signed in only). */
  notifications: {
    en: () => import("@/locales/en/notifications-index"),
    bn: () => import("@/locales/bn/notifications-index"),
  },
  deals: {
    en: () => import("@/locales/en/deals-index"),
    bn: () => import("@/locales/bn/deals-index"),
  },
  /** The home page's "Recently viewed" row (only for a browser that has opened a phone). */
  recent: {
    en: () => import("@/locales/en/recent-index"),
    bn: () => import("@/locales/bn/recent-index"),
  },
  /** The Contact page. */
  info: {
    en: () => import("@/locales/en/info-index"),
    bn: () => import("@/locales/bn/info-index"),
  },
  /** The top bar's search suggestions (loaded with them, when the search box is first used). */
  suggest: {
    en: () => import("@/locales/en/suggest-index"),
    bn: () => import("@/locales/bn/suggest-index"),
  },
} satisfies Record<string, Record<Locale, () => Promise<CatalogModule>>>;

export type CatalogPart = keyof typeof CATALOG_PARTS;

/** The English texts of a part, by id. */
export type EnglishMessagesOf<Part extends CatalogPart> = Awaited<
  ReturnType<(typeof CATALOG_PARTS)[Part]["en"]>
>["MESSAGES"];
