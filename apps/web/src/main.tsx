import "./fonts/fonts.css";
import "./index.css";
import { QUERY_SEED_ID, type QuerySeed } from "@bechedaw/shared/query-seed";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { preloadLandingPage } from "./app/router";
import { activateLocale, servedLocale } from "./lib/i18n/i18n";
import { createQueryClient } from "./lib/query-client";

/**
 * The query client, with the data the server drew the page with (a category page's first
 * phones, docs/decisions/036), so that hydration renders what the HTML shows.
 */
function seededQueryClient() {
  const client = createQueryClient();
  const seed = document.getElementById(QUERY_SEED_ID)?.textContent;
  if (seed)
    for (const { key, data } of JSON.parse(seed) as QuerySeed) client.setQueryData(key, data);
  return client;
}

preloadLandingPage(window.location.pathname);
// The catalog of the served language loads (preloaded by the server) before the first render.
void activateLocale(servedLocale()).then(() => {
  const container = document.getElementById("root")!;
  const app = (
    <App
      router={(routes) => <BrowserRouter>{routes}</BrowserRouter>}
      queryClient={seededQueryClient()}
    />
  );
  // A public page arrives prerendered (docs/decisions/017): React takes over its HTML as it is.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
