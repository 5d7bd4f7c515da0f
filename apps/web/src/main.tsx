import "./fonts/fonts.css";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProvider } from "./app/provider";
import { AppRoutes, preloadLandingPage } from "./app/router";
import { activateLocale, servedLocale } from "./lib/i18n/i18n";
import { LocaleRoot } from "./lib/i18n/locale-root";

preloadLandingPage(window.location.pathname);
// The catalog of the served language loads (preloaded by the server) before the first render.
void activateLocale(servedLocale()).then(() => {
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AppProvider>
        <LocaleRoot>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </LocaleRoot>
      </AppProvider>
    </StrictMode>,
  );
});
