import { BRANDS } from "@bechedaw/shared/constants";

/**
 * The public pages prerendered at build time, in every language (docs/decisions/017): the pages
 * a visitor lands on first. Add a path here to prerender it; the server serves it when the
 * address matches exactly, and any other page as before (rendered in the browser).
 */
export const PRERENDERED_PATHS: readonly string[] = [
  "/",
  "/home",
  "/blogs",
  "/login",
  "/signup",
  ...BRANDS.map((brand) => `/category/${brand}`),
];
