/**
 * Runs at most `max` tasks at once; the rest wait in order. For work that occupies Node's
 * small thread pool (scrypt, sharp), so a burst of it cannot starve file reads and the rest.
 */
export function createLimiter(max: number) {
  let active = 0;
  const waiting: (() => void)[] = [];

  async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  }

  return {
    run,
    /** How many tasks run now. */
    get active() {
      return active;
    },
    /** How many tasks wait for a turn. */
    get waiting() {
      return waiting.length;
    },
  };
}
