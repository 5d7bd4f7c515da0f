import {
  DEAL_LIMITS,
  NEXT_CURSOR_HEADER,
  acknowledgedResponseSchema,
  apiErrorSchema,
  contentReportSchema,
  dealPageQuerySchema,
  idParamsSchema,
  insertedResponseSchema,
  reviewBodySchema,
  reviewListSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, deniedResponses as denied, requireUser } from "../../plugins/auth";
import { acceptEmptyJsonBody } from "../../plugins/empty-json-body";
import { findUserReviews, postReview, reportReview } from "./deals.reviews.service";

/** The reviews the two sides of a sold deal give each other (docs/decisions/030-deals.md). */
export const dealReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A report's body is optional: an empty JSON body means "no reason".
  acceptEmptyJsonBody(app);

  app.post("/api/deals/:id/review", {
    schema: {
      tags: ["deals"],
      summary: "Rate the other side of a deal sold through the handover code (once per side)",
      description:
        "409 REVIEW_NOT_ALLOWED for a deal not sold through the handover code (sold outside " +
        "BecheDaw, or before deals had steps); 409 ALREADY_REVIEWED the second time.",
      params: idParamsSchema,
      body: reviewBodySchema,
      response: {
        200: insertedResponseSchema,
        400: apiErrorSchema,
        ...denied,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const posted = await postReview(
        app.db,
        app.config,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return { acknowledged: true, ...posted };
    },
  });

  app.get("/api/users/:id/reviews", {
    schema: {
      tags: ["deals"],
      summary: "A user's reviews from real deals, newest first (public; hidden ones left out)",
      description:
        `${DEAL_LIMITS.reviewsPageSize} a page; the next page's cursor is in ` +
        `${NEXT_CURSOR_HEADER}.`,
      params: idParamsSchema,
      querystring: dealPageQuerySchema,
      response: { 200: reviewListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const page = await findUserReviews(app.db, request.params.id, request.query.cursor);
      if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  });

  app.post("/api/reviews/:id/report", {
    schema: {
      tags: ["deals"],
      summary: "Report a review to the admins (signed in, not its author; once)",
      params: idParamsSchema,
      body: contentReportSchema,
      response: {
        200: acknowledgedResponseSchema,
        400: apiErrorSchema,
        ...denied,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    preHandler: requireUser,
    handler: async (request) => {
      await reportReview(app.db, currentUser(request), request.params.id, request.body?.reason);
      return { acknowledged: true };
    },
  });
};
