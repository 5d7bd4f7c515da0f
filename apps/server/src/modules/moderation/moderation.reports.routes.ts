import {
  apiErrorSchema,
  deletedResponseSchema,
  idParamsSchema,
  reportedProductListSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deniedResponses as denied, requireRole } from "../../plugins/auth";
import { dismissReports, findReportedProducts } from "./moderation.reports.service";

const onlyAdmin = requireRole("Admin");

/** The admin's side of reports: the reported list and Dismiss. */
export const reportsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/reportedProducts", {
    schema: {
      tags: ["admin"],
      summary:
        "Reported products (sold ones too) with reportCount and reports [{reason, date}], " +
        "most reported first, then most recently reported (admin)",
      response: { 200: reportedProductListSchema, ...denied },
    },
    preHandler: onlyAdmin,
    handler: async () => findReportedProducts(app.db),
  });

  app.delete("/api/products/:id/reports", {
    schema: {
      tags: ["admin"],
      summary: "Dismiss a product's reports; it can be reported again (admin)",
      params: idParamsSchema,
      response: { 200: deletedResponseSchema, ...denied, 404: apiErrorSchema },
    },
    preHandler: onlyAdmin,
    handler: async (request) => {
      const deletedCount = await dismissReports(app.db, request.params.id);
      return { acknowledged: true, deletedCount };
    },
  });
};
