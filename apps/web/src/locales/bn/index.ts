import type { CatalogOf } from "@/lib/i18n/catalog";
import { compileCatalog } from "@/lib/i18n/compile-catalog";
import type { MESSAGES as EN } from "../en";
import common from "./common";
import auth from "./auth";
import home from "./home";
import products from "./products";
import layout from "./layout";
import shared from "./shared";

/** The Bangla catalog: the same ids as the English one. */
export const MESSAGES = {
  ...common,
  ...auth,
  ...home,
  ...products,
  ...layout,
  ...shared,
} satisfies CatalogOf<typeof EN>;

export const messages = compileCatalog(MESSAGES);
