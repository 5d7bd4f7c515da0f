import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Brand } from "@bechedaw/shared/constants";
import type { Locale } from "@bechedaw/shared/locale";
import { type QuerySeed, querySeedTag } from "@bechedaw/shared/query-seed";
import type { FastifyBaseLogger } from "fastify";

/** The web build's category page renderer (apps/web/src/prerender/category-page-ssr.tsx). */
const MODULE_FILE = path.join(".ssr", "category-page.mjs");

/** A list page as the API sends it: its JSON body and the headers' cursor and count. */
type FirstPage = {
  body: string;
  nextCursor?: string | undefined;
  count?: string | undefined;
};

type CategoryPageModule = {
  renderCategoryPage(request: {
    locale: Locale;
    brand: Brand;
    firstPage: { products: unknown[]; nextCursor: string | null; count: string | null };
  }): Promise<{ html: string; seed: QuerySeed }>;
};

/** What goes into the served page: `#root`'s content, and the data block to follow it. */
export type ServerRenderedPage = { root: string; seedTag: string };

/**
 * Draws `/category/<brand>` with its first page of phones, or undefined when it cannot (no
 * renderer in the build, or the render failed; logged): the page is then served as before.
 * `firstPage` is the list cache's entry, so the same object means the same HTML.
 */
export type CategoryPageRenderer = (page: {
  locale: Locale;
  brand: Brand;
  firstPage: FirstPage;
}) => Promise<ServerRenderedPage | undefined>;

/**
 * The category page renderer of the web build in `webDist` (docs/decisions/036). Its module is
 * imported the first time a category page is served, not at start-up (memory, start-up time).
 * Each rendered page is kept with the list cache's entry it was drawn from, one per language:
 * a warm page costs no render, and a write (a new list version, a new entry) a fresh one.
 */
export function categoryPageRenderer(
  webDist: string,
  log: FastifyBaseLogger,
): CategoryPageRenderer {
  const file = path.join(webDist, MODULE_FILE);
  let loaded: Promise<CategoryPageModule | undefined> | undefined;
  const load = () =>
    (loaded ??= (async () => {
      if (!fs.existsSync(file)) {
        log.warn(`No ${MODULE_FILE} in ${webDist}: category pages are served without phones.`);
        return undefined;
      }
      try {
        return (await import(pathToFileURL(file).href)) as CategoryPageModule;
      } catch (error) {
        log.error({ err: error }, `Loading ${file} failed: category pages without phones.`);
        return undefined;
      }
    })());
  const rendered = new WeakMap<FirstPage, Map<Locale, Promise<ServerRenderedPage | undefined>>>();

  async function render(
    module: CategoryPageModule,
    page: Parameters<CategoryPageRenderer>[0],
  ): Promise<ServerRenderedPage | undefined> {
    try {
      const { html, seed } = await module.renderCategoryPage({
        locale: page.locale,
        brand: page.brand,
        firstPage: {
          products: JSON.parse(page.firstPage.body) as unknown[],
          nextCursor: page.firstPage.nextCursor ?? null,
          count: page.firstPage.count ?? null,
        },
      });
      return { root: html, seedTag: querySeedTag(seed) };
    } catch (error) {
      log.error(
        { err: error, brand: page.brand, locale: page.locale },
        "Rendering a category page failed",
      );
      return undefined;
    }
  }

  return async (page) => {
    const module = await load();
    if (!module) return undefined;
    let byLocale = rendered.get(page.firstPage);
    if (!byLocale) {
      byLocale = new Map();
      rendered.set(page.firstPage, byLocale);
    }
    let html = byLocale.get(page.locale);
    if (!html) {
      html = render(module, page);
      byLocale.set(page.locale, html);
    }
    return html;
  };
}

/** index.html with a server-rendered page in `#root`, its query data right after. */
export function withServerRenderedPage(html: string, page: ServerRenderedPage): string {
  // A function, so `$` in a phone's name is never read as a replacement pattern.
  return html.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.root}</div>${page.seedTag}`,
  );
}
