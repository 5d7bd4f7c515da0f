/**
 * The public pages prerendered at build time, in every language (docs/decisions/017): the pages
 * a visitor lands on first. Add a path here to prerender it; the server serves it when the
 * address matches exactly, and any other page as before (rendered in the browser). The
 * category pages are the search page now (issue 12): their first view is its results, which a
 * build cannot know, so they are not prerendered.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  "/",
  "/home",
  "/blogs",
  "/login",
  "/signup",
];
