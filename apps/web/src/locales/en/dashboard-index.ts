import { compileCatalog } from "@/lib/i18n/compile-catalog";
import savedSearches from "./saved-searches";
import dashboard from "./dashboard";
import favourites from "./favourites";
import emailShared from "./email-shared";
import emailVerification from "./email-verification";
import productsDashboard from "./products-dashboard";
import verification from "./verification";
import verificationShared from "./verification-shared";
import settings from "./settings";
import accountShared from "./account-shared";
import authGuards from "./auth-guards";

/** The dashboard's English texts: a catalog of their own, loaded with the dashboard. */
export const MESSAGES = {
  ...savedSearches,
  ...dashboard,
  ...favourites,
  ...productsDashboard,
  ...verification,
  ...verificationShared,
  ...settings,
  ...accountShared,
  ...authGuards,
  ...emailVerification,
  ...emailShared,
};

export const messages = compileCatalog(MESSAGES);
