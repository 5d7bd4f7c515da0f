import fs from "node:fs";
import path from "node:path";
import { documentTitleOf, pageKeyOf, type PageKey } from "@bechedaw/shared/page-titles";
import {
  chooseLocale,
  LANG_COOKIE,
  LANG_QUERY,
  LOCALES,
  type Locale,
} from "@bechedaw/shared/locale";

type ManifestChunk = { file: string; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Where each language's catalog lives in the web app's source (see apps/web/src/locales). */
const catalogSource = (locale: Locale) => `src/locales/${locale}/index.ts`;

/**
 * The sources of each page a visitor may land on first (apps/web/src/app/router.tsx): its code,
 * and the part of the catalog it waits for (`useCatalogPart`), `{locale}` being the language.
 */
const LANDING_PAGE_SOURCES: Partial<Record<PageKey, string[]>> = {
  home: ["src/pages/home/home-page.tsx"],
  blogs: ["src/pages/blog/blogs-page.tsx"],
  login: ["src/pages/auth/login-page.tsx", "src/locales/{locale}/login-index.ts"],
  signup: ["src/pages/auth/signup-page.tsx", "src/locales/{locale}/login-index.ts"],
  category: ["src/pages/find/search-page.tsx", "src/locales/{locale}/find-index.ts"],
  phones: ["src/pages/find/search-page.tsx", "src/locales/{locale}/find-index.ts"],
};

/** The JavaScript files to preload with a page: its language's catalog and the page's code. */
export type Preloads = {
  catalogs: Record<Locale, string[]>;
  pages: Record<Locale, Partial<Record<PageKey, string[]>>>;
};

/** Reads Vite's manifest for the files each catalog and landing page needs, imports included. */
export function readPreloads(webDist: string): Preloads {
  const manifestFile = path.join(webDist, ".vite", "manifest.json");
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest)
    : {};
  const filesOf = (key: string, seen = new Set<string>()): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    return [chunk.file, ...(chunk.imports ?? []).flatMap((dep) => filesOf(dep, seen))];
  };
  const catalogs = Object.fromEntries(
    LOCALES.map((locale) => [locale, filesOf(catalogSource(locale))]),
  ) as Record<Locale, string[]>;
  const pagesIn = (locale: Locale) =>
    Object.fromEntries(
      Object.entries(LANDING_PAGE_SOURCES).map(([page, sources]) => {
        const seen = new Set<string>();
        const files = sources.flatMap((source) =>
          filesOf(source.replace("{locale}", locale), seen),
        );
        return [page, files];
      }),
    );
  const pages = Object.fromEntries(
    LOCALES.map((locale) => [locale, pagesIn(locale)]),
  ) as Preloads["pages"];
  return { catalogs, pages };
}

/** The language of a page request: `?lang=`, then the cookie, then Accept-Language. */
export function localeOfRequest(request: {
  query: unknown;
  headers: { cookie?: string; "accept-language"?: string };
}): { locale: Locale; isFromLink: boolean } {
  const query = (request.query as Record<string, unknown> | undefined)?.[LANG_QUERY];
  const cookie = request.headers.cookie
    ?.split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === LANG_COOKIE)?.[1];
  const locale = chooseLocale({
    query,
    cookie,
    acceptLanguage: request.headers["accept-language"],
  });
  return { locale, isFromLink: query === locale };
}

const BOOT_PRELOADS = /(<script id="boot" [^>]*data-preload=")([^"]*)"/;

/**
 * index.html in the request's language: `<html lang>`, the page's title, and that language's
 * catalog and the page's own code added to the loader's preloads (packages/shared/src/boot.ts),
 * so they download beside the app's code, after the first paint, instead of after it has run.
 */
export function renderIndexHtml(
  template: string,
  page: { locale: Locale; pathname: string; preloads: Preloads },
): string {
  const title = documentTitleOf(page.pathname, page.locale);
  const files = [
    ...page.preloads.catalogs[page.locale],
    ...(page.preloads.pages[page.locale][pageKeyOf(page.pathname)] ?? []),
  ].map((file) => `/${file}`);
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(BOOT_PRELOADS, (_, start: string, listed: string) => {
      const entry = /data-entry="([^"]*)"/.exec(start)?.[1];
      const all = new Set([...listed.split(" "), ...files].filter((f) => f && f !== entry));
      return `${start}${[...all].join(" ")}"`;
    });
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
