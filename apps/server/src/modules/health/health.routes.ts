import { healthResponseSchema, readyResponseSchema, type ReadyResponse } from "@bechedaw/shared";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { migrationsApplied, migrationsInBuild } from "../../db/migrations";

const OK = { status: "ok" as const };

/**
 * A check's answer: `ok`, or what failed in a few words. The error itself goes to the log only
 * (it may name hosts and paths, and anyone may ask this route).
 */
async function check(
  log: FastifyBaseLogger,
  failed: string,
  run: () => Promise<unknown>,
): Promise<string> {
  try {
    await run();
    return "ok";
  } catch (error) {
    log.warn({ err: error }, `readiness: ${failed}`);
    return failed;
  }
}

/**
 * Liveness: a constant answer that touches no database, so it is cheap for load balancers and
 * is the bench's baseline. The server listens only once its database is open and migrated.
 * Readiness: the database answers, has every migration of this build, and photos can be stored;
 * with REDIS_URL, Redis answers too (the limits' counters: docs/decisions/034).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const expectedMigrations = migrationsInBuild();

  app.get("/api/health", {
    schema: {
      tags: ["health"],
      summary: "Liveness: answers while the server runs, without touching the database",
      response: { 200: healthResponseSchema },
    },
    handler: async () => OK,
  });

  app.get("/api/ready", {
    schema: {
      tags: ["health"],
      summary:
        "Readiness, for a load balancer: 200 when the database answers, every migration of " +
        "this build is applied, photos can be stored and Redis (when configured) answers; " +
        "503 with what is wrong otherwise",
      response: { 200: readyResponseSchema, 503: readyResponseSchema },
    },
    handler: async (request, reply) => {
      const log = request.log;
      const { redis: client } = app;
      const [database, migrations, storage, redis] = await Promise.all([
        check(log, "database unreachable", () => app.db.execute(sql`select 1`)),
        check(log, "migrations not applied", async () => {
          const applied = await migrationsApplied(app.db);
          if (applied < expectedMigrations) {
            throw new Error(`${applied} of ${expectedMigrations} migrations applied`);
          }
        }),
        check(log, "photo storage not writable", () => app.imageStorage.checkWritable()),
        client && check(log, "redis unreachable", () => client.ping()),
      ]);
      const checks = { database, migrations, storage, ...(redis ? { redis } : {}) };
      const isReady = Object.values(checks).every((value) => value === "ok");
      const answer: ReadyResponse = { status: isReady ? "ready" : "not-ready", checks };
      return reply.status(isReady ? 200 : 503).send(answer);
    },
  });
};
