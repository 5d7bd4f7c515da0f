import type { FastifyInstance } from "fastify";

/** Runs `task` every `intervalMs` while the app runs (never keeping the process alive); logs failures. */
export function scheduleEvery(
  app: FastifyInstance,
  intervalMs: number,
  task: () => Promise<unknown>,
): void {
  const timer = setInterval(() => {
    task().catch((error: unknown) => app.log.error(error));
  }, intervalMs);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
