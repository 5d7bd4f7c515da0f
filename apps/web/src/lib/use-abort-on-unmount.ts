import { useCallback, useEffect, useRef } from "react";

/**
 * A fresh AbortSignal for each call, aborted when the component unmounts: closing a dialog
 * drops its request in flight, and its late answer is never acted on.
 */
export function useAbortOnUnmount() {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);
  return useCallback(() => {
    controller.current = new AbortController();
    return controller.current.signal;
  }, []);
}
