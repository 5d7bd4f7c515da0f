/** The localStorage key of the phones this browser opened (see recent-views.ts). */
export const RECENT_VIEWS_KEY = "bechedaw.recentlyViewed";
