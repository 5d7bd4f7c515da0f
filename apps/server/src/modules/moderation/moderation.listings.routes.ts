import {
  NEXT_CURSOR_HEADER,
  apiErrorSchema,
  idParamsSchema,
  rejectListingBodySchema,
  reviewDecisionResponseSchema,
  reviewQueueQuerySchema,
  reviewQueueSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { deniedResponses as denied, requireRole } from "../../plugins/auth";
import { approveListing, findListingQueue, rejectListing } from "./moderation.listings.service";

const onlyAdmin = requireRole("Admin");

/** The admins' listing queue: held, flagged and reported listings; approve or reject them. */
export const listingQueueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/admin/review", {
    schema: {
      tags: ["admin"],
      summary:
        "The review queue (admin): held listings, listings with an unreviewed flag, reported " +
        "listings, newest listing first, 24 a page",
      description:
        "`only` keeps one part (held, flagged or reported). Each listing comes with its whole " +
        "passport (full IMEIs, the proof photos' private addresses), every flag (reviewed " +
        "ones marked), its reports and whether its seller is banned. The next page's cursor " +
        `is in ${NEXT_CURSOR_HEADER}.`,
      querystring: reviewQueueQuerySchema,
      response: { 200: reviewQueueSchema, 400: apiErrorSchema, ...denied },
    },
    preHandler: onlyAdmin,
    handler: async (request, reply) => {
      const page = await findListingQueue(app.db, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  });

  app.post("/api/admin/review/:id/approve", {
    schema: {
      tags: ["admin"],
      summary:
        "Approve a listing (admin): a held or rejected one is published; its flags are marked " +
        "reviewed and its reports dismissed",
      params: idParamsSchema,
      response: { 200: reviewDecisionResponseSchema, ...denied, 404: apiErrorSchema },
    },
    preHandler: onlyAdmin,
    handler: async (request) => approveListing(app.db, app.config, request.params.id),
  });

  app.post("/api/admin/review/:id/reject", {
    schema: {
      tags: ["admin"],
      summary:
        "Reject a listing with a reason its seller reads (admin): it leaves every public list; " +
        "its flags are marked reviewed and its reports dismissed",
      description:
        "A sold phone cannot be rejected: 409 PRODUCT_SOLD. Its open deals end " +
        "(endedReason listing-rejected) and their buyers are told; approving it later reopens " +
        "none (the buyers may book it again).",
      params: idParamsSchema,
      body: rejectListingBodySchema,
      response: {
        200: reviewDecisionResponseSchema,
        400: apiErrorSchema,
        ...denied,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    preHandler: onlyAdmin,
    handler: async (request) =>
      rejectListing(app.db, app.config, request.params.id, request.body.reason),
  });
};
