import { compileCatalog } from "@/lib/i18n/compile-catalog";
import dashboard from "./dashboard";
import productsDashboard from "./products-dashboard";

/** The dashboard's Bangla texts: a catalog of their own, loaded with the dashboard. */
export const MESSAGES = { ...dashboard, ...productsDashboard };

export const messages = compileCatalog(MESSAGES);
