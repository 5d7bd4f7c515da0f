import { compileCatalog } from "@/lib/i18n/compile-catalog";
import dashboard from "./dashboard";
import productsDashboard from "./products-dashboard";
import verification from "./verification";
import verificationShared from "./verification-shared";

/** The dashboard's Bangla texts: a catalog of their own, loaded with the dashboard. */
export const MESSAGES = {
  ...dashboard,
  ...productsDashboard,
  ...verification,
  ...verificationShared,
};

export const messages = compileCatalog(MESSAGES);
