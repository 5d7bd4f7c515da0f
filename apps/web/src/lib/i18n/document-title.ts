import { documentTitleOf } from "@bechedaw/shared/page-titles";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { activeLocale, t } from "./i18n";

/**
 * Keeps `document.title` on the current page's title, and the meta description on the site's,
 * in the active language (a language change renders the app afresh, so this runs again then
 * too).
 */
export function useDocumentTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleOf(pathname, activeLocale());
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute("content", t("layout.metaDescription"));
  }, [pathname]);
}
