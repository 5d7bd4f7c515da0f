import "./fonts/fonts.css";
import "./index.css";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { preloadLandingPage } from "./app/router";
import { activateLocale, servedLocale } from "./lib/i18n/i18n";

preloadLandingPage(window.location.pathname);
// The catalog of the served language loads (preloaded by the server) before the first render.
void activateLocale(servedLocale()).then(() => {
  const container = document.getElementById("root")!;
  const app = <App router={(routes) => <BrowserRouter>{routes}</BrowserRouter>} />;
  // A public page arrives prerendered (docs/decisions/017): React takes over its HTML as it is.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
