import { healthResponseSchema } from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

const OK = { status: "ok" as const };

/**
 * Liveness: a constant answer that touches no database, so it is cheap for load balancers and
 * is the bench's baseline. The server listens only once its database is open and migrated.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/health", {
    schema: {
      tags: ["health"],
      summary: "Liveness: answers while the server runs, without touching the database",
      response: { 200: healthResponseSchema },
    },
    handler: async () => OK,
  });
};
