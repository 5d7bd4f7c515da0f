import type { Brand } from "@bechedaw/shared/constants";
import { LOCALES, type Locale } from "@bechedaw/shared/locale";
import type { QuerySeed } from "@bechedaw/shared/query-seed";
import { renderToString } from "react-dom/server";
import { prerender } from "react-dom/static";
import { StaticRouter } from "react-router";
import { App } from "@/app/app";
import { type SearchPage } from "@/features/find/api/search";
import { apiQueryOf, filtersFromParams } from "@/features/find/search-params";
import { activateCatalogs, activateLoadedCatalogs } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import { queryKeys } from "@/lib/query-keys";

/** What the server asks for: a category page, in a language, with its first page of phones. */
export type CategoryPageRequest = { locale: Locale; brand: Brand; firstPage: SearchPage };

/** The page's HTML for `#root`, and the query data the browser must hydrate it with. */
export type RenderedCategoryPage = { html: string; seed: QuerySeed };

const LEADING_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/** The path the server renders, and the browser then hydrates: the brand as we spell it. */
const pathOf = (brand: Brand) => `/category/${brand}`;

/** The first page's entry in the query cache, under the key the search page reads. */
function seedOf(request: CategoryPageRequest): QuerySeed {
  const query = apiQueryOf(filtersFromParams(new URLSearchParams(), request.brand));
  const data = { pages: [request.firstPage], pageParams: [null] };
  return [{ key: queryKeys.products.search(query), data }];
}

function pageOf(request: CategoryPageRequest, seed: QuerySeed) {
  const queryClient = createQueryClient();
  for (const { key, data } of seed) queryClient.setQueryData(key, data);
  const app = (
    <App
      router={(routes) => <StaticRouter location={pathOf(request.brand)}>{routes}</StaticRouter>}
      queryClient={queryClient}
    />
  );
  return { app, queryClient };
}

/**
 * Renders the page once in each language, waiting for everything it loads (the page's lazy
 * code, the catalogs' parts it asks for): after that, a render needs nothing that is not there.
 */
async function warmUp(request: CategoryPageRequest): Promise<void> {
  for (const locale of LOCALES) {
    await activateCatalogs(locale);
    const { app, queryClient } = pageOf({ ...request, locale }, seedOf(request));
    const errors: unknown[] = [];
    await prerender(app, { onError: (error) => void errors.push(error) }).finally(() =>
      queryClient.clear(),
    );
    if (errors.length > 0)
      throw new Error("warming up the category page failed", { cause: errors[0] });
  }
}

let warmedUp: Promise<void> | undefined;

/**
 * A category page drawn with its first page of phones (docs/decisions/036), for the server to
 * put into `#root`; the browser hydrates it with `seed`. The first call loads what the page
 * needs (both languages); every render after that is synchronous (`renderToString`), right
 * after making its language the active one, so two renders in two languages never interleave
 * (Lingui's `i18n` is one for the process). Throws if any part of the page was not ready (a
 * Suspense boundary left to the browser) or failed.
 */
export async function renderCategoryPage(
  request: CategoryPageRequest,
): Promise<RenderedCategoryPage> {
  warmedUp ??= warmUp(request).catch((error: unknown) => {
    warmedUp = undefined;
    throw error;
  });
  await warmedUp;
  const seed = seedOf(request);
  const { app, queryClient } = pageOf(request, seed);
  let html: string;
  try {
    activateLoadedCatalogs(request.locale);
    html = renderToString(app);
  } finally {
    queryClient.clear();
  }
  // `<!--$!-->`: a boundary that suspended or failed, left for the browser to render.
  if (html.includes("<!--$!")) throw new Error(`part of ${pathOf(request.brand)} was not ready`);
  // React puts a preload of each eager photo before the page: the page's `<img>` tags come
  // right after them in the same HTML (and the server's `<head>` preloads the first), so they
  // are left out and `#root` holds the app's tree alone, as a prerendered page's does.
  return { html: html.replace(LEADING_PRELOADS, ""), seed };
}
