import fs from "node:fs";
import path from "node:path";
import { LANG_QUERY, LOCALES, type Locale } from "@bechedaw/shared/locale";
import { pageKeyOf } from "@bechedaw/shared/page-titles";

/** Each language's prerendered pages by path (apps/web/build/prerendered-pages.ts writes them). */
export type PrerenderedPages = Record<Locale, ReadonlyMap<string, string>>;

const EMPTY_ROOT = '<div id="root"></div>';

/** Reads dist/.prerender/pages.json; no file (an older build) means no page is prerendered. */
export function readPrerenderedPages(webDist: string): PrerenderedPages {
  const file = path.join(webDist, ".prerender", "pages.json");
  const stored: Partial<Record<Locale, Record<string, string>>> = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Record<Locale, Record<string, string>>>)
    : {};
  const pages = {} as Record<Locale, Map<string, string>>;
  for (const locale of LOCALES) pages[locale] = new Map(Object.entries(stored[locale] ?? {}));
  return pages;
}

/**
 * Whether the address asks for something the prerendered page does not show: a category page
 * (the search page) reads its filters from the query, and was prerendered without any.
 */
function asksForMore(pathname: string, search: string): boolean {
  if (pageKeyOf(pathname) !== "category") return false;
  return [...new URLSearchParams(search).keys()].some((name) => name !== LANG_QUERY);
}

/**
 * index.html with the page's prerendered HTML inside `#root`, when the path is one of the
 * prerendered pages (exactly, but for a trailing slash) and its query asks for nothing else: the
 * browser paints the page before its JavaScript has run, then hydrates it (docs/decisions/017).
 * Any other address is left as it is.
 */
export function withPrerenderedPage(
  html: string,
  pages: PrerenderedPages,
  page: { locale: Locale; pathname: string; search?: string },
): string {
  const pathname = page.pathname.length > 1 ? page.pathname.replace(/\/+$/, "") : page.pathname;
  const body = pages[page.locale].get(pathname);
  if (body === undefined || asksForMore(pathname, page.search ?? "")) return html;
  // A function, so `$` in the page's text is never read as a replacement pattern.
  return html.replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
}
