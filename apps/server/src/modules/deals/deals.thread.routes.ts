import {
  DEAL_LIMITS,
  NEXT_CURSOR_HEADER,
  acknowledgedResponseSchema,
  apiErrorSchema,
  contentReportSchema,
  dealMessageBodySchema,
  dealMessageListSchema,
  dealMessagePostedSchema,
  dealPageQuerySchema,
  idParamsSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, deniedResponses as denied, requireUser } from "../../plugins/auth";
import { acceptEmptyJsonBody } from "../../plugins/empty-json-body";
import { findThread, postMessage, reportMessage } from "./deals.thread.service";

/** A deal's thread between its two sides (docs/decisions/030-deals.md). */
export const dealThreadRoutes: FastifyPluginAsyncZod = async (app) => {
  // A report's body is optional: an empty JSON body means "no reason".
  acceptEmptyJsonBody(app);

  app.get("/api/deals/:id/messages", {
    schema: {
      tags: ["deals"],
      summary:
        "A deal's thread: the latest 50 messages, oldest first; x-next-cursor pages to earlier " +
        "ones (its buyer and seller; admins, to moderate)",
      description:
        `${DEAL_LIMITS.messagesPageSize} a page; the next page's cursor is in ` +
        `${NEXT_CURSOR_HEADER}. A hidden message reaches the sides without its text; admins ` +
        "read it whole.",
      params: idParamsSchema,
      querystring: dealPageQuerySchema,
      response: { 200: dealMessageListSchema, 400: apiErrorSchema, ...denied, 404: apiErrorSchema },
    },
    preHandler: requireUser,
    handler: async (request, reply) => {
      const page = await findThread(
        app.db,
        currentUser(request),
        request.params.id,
        request.query.cursor,
      );
      if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  });

  app.post("/api/deals/:id/messages", {
    schema: {
      tags: ["deals"],
      summary: "Write in a deal's thread (its buyer or seller; not once the deal has ended)",
      description:
        `Text only: 1 to ${DEAL_LIMITS.message} characters, no links; HTML is kept as text. ` +
        `At most ${DEAL_LIMITS.messagesPerMinute} a minute per writer (429). A message asking ` +
        "for bKash, Nagad or Rocket money or an advance is delivered and flagged to admins " +
        "(`flagged`: warn its writer).",
      params: idParamsSchema,
      body: dealMessageBodySchema,
      response: {
        200: dealMessagePostedSchema,
        400: apiErrorSchema,
        ...denied,
        404: apiErrorSchema,
        409: apiErrorSchema,
        429: apiErrorSchema,
      },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const posted = await postMessage(
        app.db,
        app.config,
        currentUser(request),
        request.params.id,
        request.body.text,
      );
      return { acknowledged: true, ...posted };
    },
  });

  app.post("/api/messages/:id/report", {
    schema: {
      tags: ["deals"],
      summary: "Report a message of one's deal to the admins (the other side only; once)",
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
      await reportMessage(app.db, currentUser(request), request.params.id, request.body?.reason);
      return { acknowledged: true };
    },
  });
};
