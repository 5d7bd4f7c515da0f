import { compileCatalog } from "@/lib/i18n/compile-catalog";
import common from "./common";
import auth from "./auth";
import home from "./home";
import products from "./products";
import layout from "./layout";
import shared from "./shared";

/** The English catalog: every text of the web app, by id. */
export const MESSAGES = {
  ...common,
  ...auth,
  ...home,
  ...products,
  ...layout,
  ...shared,
};

export const messages = compileCatalog(MESSAGES);
