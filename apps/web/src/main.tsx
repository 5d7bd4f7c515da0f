import "@fontsource/hind-siliguri/400.css";
import "@fontsource/hind-siliguri/600.css";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProvider } from "./app/provider";
import { createRouter } from "./app/router";
import { syncDocumentTitle } from "./lib/i18n/document-title";
import { activateLocale, servedLocale } from "./lib/i18n/i18n";
import { LocaleRoot } from "./lib/i18n/locale-root";

const router = createRouter();

// The catalog of the served language loads (preloaded by the server) before the first render.
void activateLocale(servedLocale()).then(() => {
  syncDocumentTitle(router);
  createRoot(document.getElementById("root")!).render(
    <StrictMode>
      <AppProvider>
        <LocaleRoot>
          <RouterProvider router={router} />
        </LocaleRoot>
      </AppProvider>
    </StrictMode>,
  );
});
