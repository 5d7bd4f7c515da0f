import type { CatalogOf } from "@/lib/i18n/catalog";
import { compileCatalog } from "@/lib/i18n/compile-catalog";
import type { MESSAGES as EN } from "../en";
import common from "./common";
import auth from "./auth";
import home from "./home";
import products from "./products";
import bookings from "./bookings";
import admin from "./admin";
import dashboard from "./dashboard";
import layout from "./layout";
import shared from "./shared";

/** The Bangla catalog: the same ids as the English one. */
export const MESSAGES = {
  ...common,
  ...auth,
  ...home,
  ...products,
  ...bookings,
  ...admin,
  ...dashboard,
  ...layout,
  ...shared,
} satisfies CatalogOf<typeof EN>;

export const messages = compileCatalog(MESSAGES);
