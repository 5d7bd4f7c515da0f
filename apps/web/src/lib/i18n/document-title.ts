import { useEffect } from "react";
import { useLocation } from "react-router";
import { activeLocale, t } from "./i18n";

/** The server wrote the first page's title and description into the HTML it served. */
let isServedPage = true;

/**
 * Keeps `document.title` on the current page's title, and the meta description on the site's,
 * in the active language (a language change renders the app afresh, so this runs again then
 * too). The titles of every page in both languages load with the first move to another page or
 * language: the first visit's JavaScript does not carry them (the 120 KB budget, decision 013).
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isServedPage) {
      isServedPage = false;
      return;
    }
    let isCurrent = true;
    const locale = activeLocale();
    void import("@bechedaw/shared/page-titles").then(({ documentTitleOf }) => {
      if (!isCurrent) return;
      document.title = documentTitleOf(pathname, locale);
      document
        .querySelector('meta[name="description"]')
        ?.setAttribute("content", t("layout.metaDescription"));
    });
    return () => {
      isCurrent = false;
    };
  }, [pathname]);
}
