import { Suspense, type MouseEvent } from "react";
import { Outlet, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useAccountLanguage } from "@/lib/i18n/use-account-language";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { RouteErrorBoundary } from "./route-error";
import { ScrollRestoration } from "./scroll-restoration";
import { t } from "@/lib/i18n/i18n";

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById("main")?.focus();
}

export function RootLayout() {
  useAccountLanguage();
  const { pathname } = useLocation();
  return (
    <div className="flex min-h-screen flex-col bg-base-100 text-base-content">
      <a
        href="#main"
        onClick={skipToMain}
        className="btn btn-primary sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        {t("layout.skipToMain")}
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
