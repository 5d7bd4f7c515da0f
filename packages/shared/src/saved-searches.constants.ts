// Saved searches' limits and choices without zod, for the pages that need no schema
// (docs/decisions/043-saved-searches.md).

/** How many searches one user may save. */
export const MAX_SAVED_SEARCHES = 20;

/** The longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 80;

/**
 * Whether a saved search's new matches also come by email: never, at once (at most one email a
 * day for each search), or as one digest a day.
 */
export const SAVED_SEARCH_EMAILS = ["off", "instant", "daily"] as const;
export type SavedSearchEmail = (typeof SAVED_SEARCH_EMAILS)[number];
