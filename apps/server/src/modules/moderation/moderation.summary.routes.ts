import { adminSummarySchema } from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deniedResponses as denied, requireRole } from "../../plugins/auth";
import { countAdminWork } from "./moderation.summary.service";

/** The admin's home: what waits for an admin, counted. */
export const adminSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/admin/summary", {
    schema: {
      tags: ["admin"],
      summary: "What waits for an admin, counted (admin)",
      description:
        "Listings in the review queue (and how many of them are held and reported), pending " +
        "seller verification requests, flagged or reported deal messages, reported reviews, " +
        "and open deals whose handover locked after too many wrong codes. Each is counted as " +
        "its own list counts it.",
      response: { 200: adminSummarySchema, ...denied },
    },
    preHandler: requireRole("Admin"),
    handler: async () => countAdminWork(app.db),
  });
};
