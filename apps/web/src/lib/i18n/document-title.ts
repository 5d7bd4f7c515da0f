import { i18n } from "@lingui/core";
import { documentTitleOf } from "@bechedaw/shared/page-titles";
import type { DataRouter } from "react-router";
import { activeLocale } from "./i18n";

/** Keeps `document.title` on the current page's title in the active language. */
export function syncDocumentTitle(router: Pick<DataRouter, "state" | "subscribe">): void {
  const update = () => {
    document.title = documentTitleOf(router.state.location.pathname, activeLocale());
  };
  update();
  router.subscribe(update);
  i18n.on("change", update);
}
