import { useSyncExternalStore } from "react";

/** A prerendered page is drawn for no screen in particular: as on a phone's (the narrow one). */
const onPrerenderedPage = () => false;

/**
 * Whether a CSS media query matches now; follows it as the window changes. False while React
 * takes over a prerendered page (docs/decisions/017), then the screen's own answer.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => typeof window.matchMedia === "function" && window.matchMedia(query).matches,
    onPrerenderedPage,
  );
}
