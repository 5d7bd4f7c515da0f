/**
 * The phones this browser opened, newest first, kept in localStorage: ids and when, no account
 * needed. Only ids are kept, so the home page fetches each phone fresh and a sold or deleted one
 * drops out. Bounded, and safe when storage is off (private mode) or holds old or broken JSON.
 */
import { RECENT_VIEWS_KEY } from "./recent-views-key";

export { RECENT_VIEWS_KEY };
/** The most ids kept; the home page shows fewer (`RECENT_SHOWN`). */
export const RECENT_KEPT = 20;
export const RECENT_SHOWN = 8;

export type RecentView = { id: string; at: number };

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): Store | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function isView(value: unknown): value is RecentView {
  if (typeof value !== "object" || value === null) return false;
  const { id, at } = value as Record<string, unknown>;
  return typeof id === "string" && id.length > 0 && id.length <= 100 && typeof at === "number";
}

/** The views kept, newest first, each phone once; anything unreadable is skipped. */
export function readRecentViews(store: Store | null = browserStorage()): RecentView[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(store?.getItem(RECENT_VIEWS_KEY) ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  return parsed
    .filter(isView)
    .sort((a, b) => b.at - a.at)
    .filter((view) => !seen.has(view.id) && seen.add(view.id))
    .slice(0, RECENT_KEPT);
}

/** Remembers that this phone was opened now (it moves to the front). */
export function rememberView(id: string, at = Date.now(), store = browserStorage()): void {
  const views = [{ id, at }, ...readRecentViews(store).filter((view) => view.id !== id)];
  try {
    store?.setItem(RECENT_VIEWS_KEY, JSON.stringify(views.slice(0, RECENT_KEPT)));
  } catch {
    // Full or switched off: the row is a nicety, never an error.
  }
}

export function clearRecentViews(store = browserStorage()): void {
  try {
    store?.removeItem(RECENT_VIEWS_KEY);
  } catch {
    // As above.
  }
}
