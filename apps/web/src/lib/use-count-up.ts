import { useEffect, useRef, useState, useSyncExternalStore, type RefObject } from "react";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";
const hasMatchMedia = () =>
  typeof window !== "undefined" && typeof window.matchMedia === "function";

function subscribeToReducedMotion(onChange: () => void) {
  if (!hasMatchMedia()) return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

const prefersReducedMotion = () => hasMatchMedia() && window.matchMedia(REDUCED_MOTION).matches;

/**
 * The visitor's motion preference. A prerendered page (src/prerender) was drawn without one, so
 * hydration starts from "no preference" and React renders again with the real one.
 */
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, () => false);
}

/** True from the first time the element scrolls into view; at once where there is no observer. */
export function useSeenOnce<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [isSeen, setIsSeen] = useState(() => typeof IntersectionObserver === "undefined");
  useEffect(() => {
    const element = ref.current;
    if (!element || isSeen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsSeen(true);
      },
      { threshold: 0.4 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isSeen]);
  return [ref, isSeen];
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/**
 * Counts from 0 to `target` over `durationMs` once `isRunning` turns true. Under
 * prefers-reduced-motion the final number shows at once.
 */
export function useCountUp(target: number, isRunning: boolean, durationMs = 3000) {
  const isReduced = useReducedMotion();
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (isReduced || !isRunning) return;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min((now - start) / durationMs, 1);
      setValue(Math.round(target * easeOutCubic(progress)));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [isReduced, isRunning, target, durationMs]);
  return isReduced ? target : value;
}
