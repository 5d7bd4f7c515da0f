import { Suspense, type MouseEvent } from "react";
import { Outlet, ScrollRestoration, type Location } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useAccountLanguage } from "@/lib/i18n/use-account-language";
import { Footer } from "./footer";
import { Navbar } from "./navbar";
import { t } from "@/lib/i18n/i18n";

/**
 * Every page a full load opens has the history key "default", so by default the position saved
 * for one full load (the bottom of /) was restored on the next (typing /login opened it on the
 * footer). Such entries are keyed by their path instead; pages reached in the app keep their key,
 * so Back still restores where the reader was.
 */
const scrollKey = (location: Location) =>
  location.key === "default" ? `${location.pathname}${location.search}` : location.key;

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById("main")?.focus();
}

export function RootLayout() {
  useAccountLanguage();
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
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration getKey={scrollKey} />
    </div>
  );
}
