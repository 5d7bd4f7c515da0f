import { compileCatalog } from "@/lib/i18n/compile-catalog";
import common from "./common";
import auth from "./auth";
import home from "./home";
import products from "./products";
import bookings from "./bookings";
import admin from "./admin";
import dashboard from "./dashboard";
import layout from "./layout";
import shared from "./shared";

/** The English catalog: every text of the web app, by id. */
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
};

export const messages = compileCatalog(MESSAGES);
