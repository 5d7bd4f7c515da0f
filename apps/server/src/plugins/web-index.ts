import fs from "node:fs";
import path from "node:path";
import { documentTitleOf } from "@bechedaw/shared/page-titles";
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

/** The JavaScript files of each language's catalog, from Vite's manifest, to preload. */
export function readCatalogFiles(webDist: string): Record<Locale, string[]> {
  const manifestFile = path.join(webDist, ".vite", "manifest.json");
  const manifest: Manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest)
    : {};
  const filesOf = (key: string): string[] => {
    const chunk = manifest[key];
    if (!chunk) return [];
    return [chunk.file, ...(chunk.imports ?? []).flatMap((dep) => [manifest[dep]?.file ?? ""])];
  };
  return Object.fromEntries(
    LOCALES.map((locale) => [locale, filesOf(catalogSource(locale)).filter(Boolean)]),
  ) as Record<Locale, string[]>;
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

/**
 * index.html in the request's language: `<html lang>`, the page's title, and a preload of
 * that language's catalog, so the first paint is already in the right language.
 */
export function renderIndexHtml(
  template: string,
  page: { locale: Locale; pathname: string; catalogFiles: string[] },
): string {
  const title = documentTitleOf(page.pathname, page.locale);
  const preloads = page.catalogFiles
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join("");
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${page.locale}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace("</head>", `${preloads}</head>`);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
