import { use } from "react";
import type { CatalogPart } from "./catalog-parts";
import { loadCatalogPart } from "./i18n";
import { useLocale } from "./use-locale";

/**
 * Suspends a page until its own part of the catalog (e.g. the blog's long articles) has loaded
 * in the active language; the nearest Suspense boundary shows its spinner meanwhile.
 */
export function useCatalogPart(part: CatalogPart): void {
  use(loadCatalogPart(part, useLocale()));
}
