import type { FastifyInstance } from "fastify";

/**
 * Runs `task` every `intervalMs` while the app runs (never keeping the process alive), on the
 * one server that runs the background work (db/leadership.ts); logs failures.
 */
export function scheduleEvery(
  app: FastifyInstance,
  intervalMs: number,
  task: () => Promise<unknown>,
): void {
  const runIfLeader = async () => {
    if (await app.leadership.isLeader()) await task();
  };
  const timer = setInterval(() => {
    runIfLeader().catch((error: unknown) => app.log.error(error));
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
