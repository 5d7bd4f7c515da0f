import { healthResponseSchema } from "@bechedaw/shared";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/health", {
    schema: {
      tags: ["health"],
      summary: "Ready once the database answers",
      response: { 200: healthResponseSchema },
    },
    handler: async () => {
      await app.db.execute(sql`select 1`);
      return { status: "ok" as const };
    },
  });
};
