import {
  NEXT_CURSOR_HEADER,
  acknowledgedResponseSchema,
  adminDealMessageListSchema,
  adminReviewListSchema,
  apiErrorSchema,
  dealPageQuerySchema,
  idParamsSchema,
  moderationActionSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deniedResponses as denied, requireRole } from "../../plugins/auth";
import {
  findMessagesToModerate,
  findReviewsToModerate,
  moderateMessage,
  moderateReview,
} from "./moderation.deals.service";

/** The admins' moderation of deal threads and reviews (docs/decisions/030-deals.md). */
export const dealModerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = requireRole("Admin");

  app.get("/api/admin/deal-messages", {
    schema: {
      tags: ["admin"],
      summary: "Deal messages flagged (advance money) or reported, not hidden, newest first",
      description: `The next page's cursor is in ${NEXT_CURSOR_HEADER}.`,
      querystring: dealPageQuerySchema,
      response: { 200: adminDealMessageListSchema, 400: apiErrorSchema, ...denied },
    },
    preHandler: admin,
    handler: async (request, reply) => {
      const page = await findMessagesToModerate(app.db, request.query.cursor);
      if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  });

  app.patch("/api/admin/deal-messages/:id", {
    schema: {
      tags: ["admin"],
      summary: "Hide a deal message, or clear its flag and reports",
      params: idParamsSchema,
      body: moderationActionSchema,
      response: {
        200: acknowledgedResponseSchema,
        400: apiErrorSchema,
        ...denied,
        404: apiErrorSchema,
      },
    },
    preHandler: admin,
    handler: async (request) => {
      await moderateMessage(app.db, request.params.id, request.body.action);
      return { acknowledged: true };
    },
  });

  app.get("/api/admin/reviews", {
    schema: {
      tags: ["admin"],
      summary: "Reported reviews, not hidden, newest first",
      description: `The next page's cursor is in ${NEXT_CURSOR_HEADER}.`,
      querystring: dealPageQuerySchema,
      response: { 200: adminReviewListSchema, 400: apiErrorSchema, ...denied },
    },
    preHandler: admin,
    handler: async (request, reply) => {
      const page = await findReviewsToModerate(app.db, request.query.cursor);
      if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  });

  app.patch("/api/admin/reviews/:id", {
    schema: {
      tags: ["admin"],
      summary: "Hide a review (its stars leave its subject's rating), or clear its reports",
      params: idParamsSchema,
      body: moderationActionSchema,
      response: {
        200: acknowledgedResponseSchema,
        400: apiErrorSchema,
        ...denied,
        404: apiErrorSchema,
      },
    },
    preHandler: admin,
    handler: async (request) => {
      await moderateReview(app.db, request.params.id, request.body.action);
      return { acknowledged: true };
    },
  });
};
