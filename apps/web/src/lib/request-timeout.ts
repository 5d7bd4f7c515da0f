/** How long a call may wait for its answer while the browser thinks it is online. */
const REQUEST_TIMEOUT_MS = 30_000;
/** While the browser is offline an answer is unlikely, so a person waits 5 s at most. */
const OFFLINE_TIMEOUT_MS = 5_000;

/**
 * A signal that aborts when the caller's `signal` does or when time runs out: 30 s, cut to 5 s
 * from the moment the browser is (or goes) offline. `hasTimedOut` tells the two apart.
 */
export function withTimeout(signal: AbortSignal | undefined) {
  const timer = new AbortController();
  const startedAt = Date.now();
  let handle: ReturnType<typeof setTimeout> | undefined;
  const schedule = (ms: number) => {
    clearTimeout(handle);
    handle = setTimeout(() => timer.abort(new DOMException("Timed out", "TimeoutError")), ms);
  };
  const onOffline = () => {
    const left = REQUEST_TIMEOUT_MS - (Date.now() - startedAt);
    schedule(Math.min(left, OFFLINE_TIMEOUT_MS));
  };
  schedule(navigator.onLine ? REQUEST_TIMEOUT_MS : OFFLINE_TIMEOUT_MS);
  window.addEventListener("offline", onOffline);
  return {
    signal: signal ? AbortSignal.any([signal, timer.signal]) : timer.signal,
    hasTimedOut: () => timer.signal.aborted,
    clear: () => {
      clearTimeout(handle);
      window.removeEventListener("offline", onOffline);
    },
  };
}
