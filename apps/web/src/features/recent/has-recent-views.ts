import { RECENT_VIEWS_KEY } from "./recent-views-key";

/**
 * Whether this browser has opened any phone: the home page loads the "Recently viewed" row's
 * code only then, so a first visit downloads none of it.
 */
export function hasRecentViews(): boolean {
  try {
    return Boolean(localStorage.getItem(RECENT_VIEWS_KEY));
  } catch {
    return false;
  }
}
