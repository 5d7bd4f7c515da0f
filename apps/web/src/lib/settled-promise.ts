/**
 * Marks a promise the way React's `use` reads a settled one, so that once it has settled, a
 * component reading it renders at once instead of suspending for a tick.
 */
export function markSettled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => Object.assign(promise, { status: "fulfilled", value }),
    (reason: unknown) => Object.assign(promise, { status: "rejected", reason }),
  );
  return promise;
}
