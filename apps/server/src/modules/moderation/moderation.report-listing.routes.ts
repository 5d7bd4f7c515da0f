import {
  acknowledgedResponseSchema,
  apiErrorSchema,
  idParamsSchema,
  reportProductBodySchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, deniedResponses, requireUser } from "../../plugins/auth";
import { reportProduct } from "../listings";
import { acceptEmptyJsonBody } from "../../plugins/empty-json-body";

/**
 * Reporting a product. Existing clients send this PATCH with a JSON content type and no body,
 * which Fastify's JSON parser rejects; in this scope only, an empty body means "none".
 */
export const reportListingRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptEmptyJsonBody(app);

  app.patch("/api/products/reported/:id", {
    schema: {
      tags: ["products"],
      summary:
        "Report a product (signed in; once per user; optional reason and kind: stolen, scam, " +
        "wrong-info or other, the default)",
      description:
        "A report of kind stolen flags the other available or held listings of the phone's " +
        "IMEIs for admin review; it unpublishes nothing by itself.",
      params: idParamsSchema,
      body: reportProductBodySchema,
      response: {
        200: acknowledgedResponseSchema,
        400: apiErrorSchema,
        ...deniedResponses,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    preHandler: requireUser,
    handler: async (request) => {
      await reportProduct(
        app.db,
        app.config,
        currentUser(request),
        request.params.id,
        request.body ?? {},
      );
      return { acknowledged: true };
    },
  });
};
