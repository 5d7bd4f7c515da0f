import { useEffect, useRef, useState, type RefObject } from "react";

function prefersReducedMotion() {
  return typeof window.matchMedia === "function"
    ? window.matchMedia("(prefers-reduced-motion: reduce)").matches
    : false;
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
  const [isReduced] = useState(prefersReducedMotion);
  const [value, setValue] = useState(isReduced ? target : 0);
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
  return value;
}
