import { describe, expect, it } from "vitest";
import { createLimiter, LimiterFullError } from "./concurrency";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe("createLimiter", () => {
  it("runs at most max tasks at once and starts the others in order as places free up", async () => {
    const limiter = createLimiter(2);
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect(limiter.active).toBe(2);
    expect(limiter.waiting).toBe(2);

    gates[1]!.resolve();
    await runs[1];
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2]);

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(limiter.active).toBe(0);
  });

  it("frees the place of a task that fails", async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await limiter.run(() => Promise.resolve("next"))).toBe("next");
  });

  it("refuses a task at once when the waiting line is full, and takes one again when it moves", async () => {
    const limiter = createLimiter(1, { maxWaiting: 1 });
    const gate = deferred();
    const running = limiter.run(() => gate.promise);
    const waiting = limiter.run(() => Promise.resolve("waited"));
    await expect(limiter.run(() => Promise.resolve("refused"))).rejects.toThrow(LimiterFullError);
    gate.resolve();
    await running;
    expect(await waiting).toBe("waited");
    expect(await limiter.run(() => Promise.resolve("again"))).toBe("again");
  });

  it("gives one key at most maxPerKey places, running or waiting; other keys still get theirs", async () => {
    const limiter = createLimiter(1, { maxPerKey: 1 });
    const gate = deferred();
    const first = limiter.run(() => gate.promise, "account-a");
    await expect(limiter.run(() => Promise.resolve(), "account-a")).rejects.toThrow(
      LimiterFullError,
    );
    const other = limiter.run(() => Promise.resolve("b"), "account-b");
    gate.resolve();
    await first;
    expect(await other).toBe("b");
    // The key's place is free again once its task is done, failed or not.
    await expect(limiter.run(() => Promise.reject(new Error("boom")), "account-a")).rejects.toThrow(
      "boom",
    );
    expect(await limiter.run(() => Promise.resolve("a"), "account-a")).toBe("a");
  });
});
