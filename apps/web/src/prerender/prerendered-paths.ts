import { BRANDS } from "@bechedaw/shared/constants";

/**
 * The public pages prerendered at build time, in every language (docs/decisions/017): the pages
 * a visitor lands on first. Add a path here to prerender it; the server serves it when the
 * address matches exactly, and any other page as before (rendered in the browser). A category
 * page (the search page with its brand chosen) is prerendered as it first draws with no filters:
 * heading, filters and skeletons, its results coming from the API as on the home page; the
 * server uses it only for an address without filters (apps/server/src/plugins/prerendered-pages.ts).
 */
export const PRERENDERED_PATHS: readonly string[] = [
  "/",
  "/home",
  "/blogs",
  "/about",
  "/terms",
  "/privacy",
  "/cookies",
  "/help",
  "/login",
  "/signup",
  ...BRANDS.map((brand) => `/category/${brand}`),
];
