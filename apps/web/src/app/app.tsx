import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, type ReactNode } from "react";
import { AppProvider } from "./provider";
import { AppRoutes } from "./router";
import { LocaleRoot } from "@/lib/i18n/locale-root";

/**
 * The whole app inside a router: the browser's in main.tsx, a static one when pages are
 * prerendered at build time (src/prerender), so both render the same tree and the browser can
 * hydrate the prerendered HTML.
 */
export function App(props: {
  router: (routes: ReactNode) => ReactNode;
  queryClient?: QueryClient;
}) {
  const { router } = props;
  return (
    <StrictMode>
      <AppProvider client={props.queryClient}>
        <LocaleRoot>{router(<AppRoutes />)}</LocaleRoot>
      </AppProvider>
    </StrictMode>
  );
}
