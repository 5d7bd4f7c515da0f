import { apiErrorSchema, sellerLookupResponseSchema, emailParamsSchema } from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findSellerVerification } from "./sellers.service";

export const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/users/seller/:email", {
    schema: {
      tags: ["users"],
      summary: "Whether a seller is verified (anyone)",
      params: emailParamsSchema,
      response: { 200: sellerLookupResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => findSellerVerification(app.db, request.params.email),
  });
};
