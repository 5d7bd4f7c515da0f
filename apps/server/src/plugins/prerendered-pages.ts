import fs from "node:fs";
import path from "node:path";
import { LOCALES, type Locale } from "@bechedaw/shared/locale";

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
 * index.html with the page's prerendered HTML inside `#root`, when the path is one of the
 * prerendered pages (exactly, but for a trailing slash): the browser paints the page before its
 * JavaScript has run, then hydrates it (docs/decisions/017). Any other path is left as it is.
 */
export function withPrerenderedPage(
  html: string,
  pages: PrerenderedPages,
  page: { locale: Locale; pathname: string },
): string {
  const pathname = page.pathname.length > 1 ? page.pathname.replace(/\/+$/, "") : page.pathname;
  const body = pages[page.locale].get(pathname);
  if (body === undefined) return html;
  // A function, so `$` in the page's text is never read as a replacement pattern.
  return html.replace(EMPTY_ROOT, () => `<div id="root">${body}</div>`);
}
