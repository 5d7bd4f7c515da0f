import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { CATALOG_PARTS, type CatalogPart } from "@/lib/i18n/catalog-parts";
import { activateLocale, loadCatalogPart } from "@/lib/i18n/i18n";

// Components read their texts from the active catalog, every part of it: tests run in English.
await Promise.all(
  (Object.keys(CATALOG_PARTS) as CatalogPart[]).map((part) => loadCatalogPart(part, "en")),
);
await activateLocale("en");

// findBy… waits up to 5 s, not 1 s: on a busy CI machine a lazy chunk can take longer to load.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());
