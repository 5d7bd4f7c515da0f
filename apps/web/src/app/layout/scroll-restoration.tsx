import { useLayoutEffect } from "react";
import { NavigationType, useLocation, useNavigationType, type Location } from "react-router";

const STORAGE_KEY = "bechedaw-scroll";
/** How long a Back waits for the page to grow tall enough (data still arriving). */
const RESTORE_WITHIN_MS = 1000;

/**
 * Every page a full load opens has the history key "default", so the position saved for one
 * full load (the bottom of /) would be restored on the next (typing /login would open it on the
 * footer). Such entries are keyed by their path instead; pages reached in the app keep their
 * key, so Back still restores where the reader was.
 */
const scrollKey = (location: Location) =>
  location.key === "default" ? `${location.pathname}${location.search}` : location.key;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}") as Record<string, number>;
  } catch {
    return {};
  }
}

// Not in the browser when pages are prerendered at build time (src/prerender).
const isBrowser = typeof window !== "undefined";
const positions = isBrowser ? readPositions() : {};
let currentKey: string | undefined;
if (isBrowser) {
  window.history.scrollRestoration = "manual";
  // Leaving the document (a typed address, a reload): keep this page's place for Back.
  window.addEventListener("pagehide", () => {
    if (currentKey) positions[currentKey] = window.scrollY;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  });
}

/** Scrolls to where the reader was: moving on opens a page at the top, Back and Forward restore. */
function restore(top: number) {
  const deadline = performance.now() + RESTORE_WITHIN_MS;
  const attempt = () => {
    window.scrollTo(0, top);
    const isShort = Math.abs(window.scrollY - top) > 1;
    if (isShort && performance.now() < deadline) requestAnimationFrame(attempt);
  };
  attempt();
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = scrollKey(location);

  useLayoutEffect(() => {
    currentKey = key;
    const saved = positions[key];
    if (navigationType === NavigationType.Pop && saved !== undefined) restore(saved);
    else if (!location.hash) window.scrollTo(0, 0);
    return () => {
      positions[key] = window.scrollY;
    };
    // Runs once per history entry: a new key is a new page to place.
  }, [key, navigationType, location.hash]);
  return null;
}
