import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useLayoutEffect } from "react";
import { NavigationType, useLocation, useNavigationType, type Location } from "react-router";

const STORAGE_KEY = "bechedaw-scroll";
/** How long a Back keeps the place after the page's data has arrived (rendering, code). */
const SETTLE_MS = 1000;
/**
 * How long a Back keeps placing the page when nothing has loaded for this long and the page
 * still cannot reach the saved place: the page has become shorter since (fewer phones).
 */
const SHORTER_PAGE_MS = 5000;
/** The longest a Back keeps placing the page, however slowly its code and data arrive. */
const GIVE_UP_MS = 60_000;
/** The reader taking over: from then on the page is theirs to scroll. */
const READER_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

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

/**
 * Back and Forward: scrolls to where the reader was and keeps that place while the page's code
 * and data are on their way. A placeholder list (the prerendered page's skeletons) has another
 * height than the phones that replace it, and the browser's scroll anchoring moves the page when
 * it changes, so the place is applied again each frame until the page is tall enough to reach
 * it and no query has been loading for SETTLE_MS. On a slow phone a page's code can arrive well
 * after its first query has ended, so the page's height, not a clock, says when it is ready; a
 * page that has become shorter is let go SHORTER_PAGE_MS after its last load. Stops at once
 * when the reader scrolls, taps or types.
 */
function restore(top: number, queryClient: QueryClient) {
  const start = performance.now();
  let lastLoad = start;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of READER_EVENTS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    window.scrollTo(0, top);
    const now = performance.now();
    if (queryClient.isFetching() > 0) lastLoad = now;
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    const idle = now - lastLoad;
    const done = reachable ? idle >= SETTLE_MS : idle >= SHORTER_PAGE_MS;
    if (done || now - start >= GIVE_UP_MS) stop();
    else frame = requestAnimationFrame(attempt);
  };
  for (const type of READER_EVENTS) window.addEventListener(type, stop, { passive: true });
  attempt();
  return stop;
}

export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const queryClient = useQueryClient();
  const key = scrollKey(location);

  useLayoutEffect(() => {
    currentKey = key;
    const saved = positions[key];
    let stopRestoring: (() => void) | undefined;
    if (navigationType === NavigationType.Pop && saved !== undefined) {
      stopRestoring = restore(saved, queryClient);
    } else if (!location.hash) window.scrollTo(0, 0);
    return () => {
      stopRestoring?.();
      positions[key] = window.scrollY;
    };
    // Runs once per history entry: a new key is a new page to place.
  }, [key, navigationType, location.hash, queryClient]);
  return null;
}
