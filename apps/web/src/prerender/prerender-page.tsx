import { LOCALES, type Locale } from "@bechedaw/shared/locale";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "@/app/app";
import { activateCatalogs } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import { PRERENDERED_PATHS } from "./prerendered-paths";

/** Each language's prerendered pages, by path: what dist/.prerender/pages.json holds. */
export type PrerenderedPages = Record<Locale, Record<string, string>>;

/**
 * One page's HTML as the browser's first render draws it (no data yet, no one signed in), for
 * the server to put into `#root`; the browser hydrates it. Waits for every lazy page and
 * catalog, and fails on any error so a broken page never ships half-drawn.
 */
async function prerenderPage(pathname: string, locale: Locale): Promise<string> {
  await activateCatalogs(locale);
  const errors: unknown[] = [];
  // Its own client, cleared after, so no cache timer keeps the build running.
  const queryClient = createQueryClient();
  const router = (routes: ReactNode) => <StaticRouter location={pathname}>{routes}</StaticRouter>;
  const { prelude } = await prerender(<App router={router} queryClient={queryClient} />, {
    onError: (error) => void errors.push(error),
    // Every boundary in place: no hidden copy swapped in by an inline script (the CSP has none).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  }).finally(() => queryClient.clear());
  if (errors.length > 0) {
    throw new Error(`prerendering ${pathname} (${locale}) failed`, { cause: errors[0] });
  }
  return new Response(prelude).text();
}

/** Every page of PRERENDERED_PATHS in every language, one language at a time (i18n is global). */
export async function prerenderPages(): Promise<PrerenderedPages> {
  const pages: Partial<PrerenderedPages> = {};
  for (const locale of LOCALES) {
    const byPath: Record<string, string> = {};
    for (const pathname of PRERENDERED_PATHS) {
      byPath[pathname] = await prerenderPage(pathname, locale);
    }
    pages[locale] = byPath;
  }
  return pages as PrerenderedPages;
}
