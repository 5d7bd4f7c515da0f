import { useSyncExternalStore } from "react";

const neverChanges = () => () => {};

/**
 * False while React takes over a prerendered page (drawn from the HTML, not working yet) and on
 * the server; true right after, and in every render the browser makes itself. Forms on
 * prerendered pages stay disabled until then, so nothing typed is lost or sent the browser's
 * own way (docs/decisions/017).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
