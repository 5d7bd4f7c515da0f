/** Thrown by a bounded limiter that has no place left for a task: refuse it, do not wait. */
export class LimiterFullError extends Error {
  constructor(readonly reason: "queue full" | "key busy") {
    super(`no place for the task: ${reason}`);
  }
}

type Bounds = {
  /** At most this many tasks wait; one more is refused (LimiterFullError). */
  maxWaiting?: number;
  /** At most this many tasks of one key run or wait at once; one more is refused. */
  maxPerKey?: number;
};

/**
 * Runs at most `max` tasks at once; the rest wait in order. For work that occupies Node's
 * small thread pool (scrypt, sharp), so a burst of it cannot starve file reads and the rest.
 * With `bounds`, the waiting line has an end, and no one key (an account) holds every place.
 */
export function createLimiter(max: number, bounds: Bounds = {}) {
  const { maxWaiting = Infinity, maxPerKey = Infinity } = bounds;
  let active = 0;
  const waiting: (() => void)[] = [];
  const perKey = new Map<string, number>();

  function admit(key: string | undefined): void {
    if (active >= max && waiting.length >= maxWaiting) throw new LimiterFullError("queue full");
    if (key === undefined) return;
    const held = perKey.get(key) ?? 0;
    if (held >= maxPerKey) throw new LimiterFullError("key busy");
    perKey.set(key, held + 1);
  }

  function release(key: string | undefined): void {
    if (key === undefined) return;
    const held = (perKey.get(key) ?? 1) - 1;
    if (held > 0) perKey.set(key, held);
    else perKey.delete(key);
  }

  /** Runs `task` when a place frees up; `key` names whose task it is (for `maxPerKey`). */
  async function run<T>(task: () => Promise<T>, key?: string): Promise<T> {
    admit(key);
    try {
      if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
      active++;
      try {
        return await task();
      } finally {
        active--;
        waiting.shift()?.();
      }
    } finally {
      release(key);
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
