import {
  acceptDealSchema,
  acknowledgedResponseSchema,
  apiErrorSchema,
  cancelDealSchema,
  confirmMeetupSchema,
  dealSchema,
  handoverCodeSchema,
  idParamsSchema,
  meetupProposalSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, deniedResponses, requireUser } from "../../plugins/auth";
import { enterHandoverCode } from "./deals.handover.service";
import {
  acceptDeal,
  cancelDeal,
  confirmMeetup,
  findDeal,
  proposeMeetup,
} from "./deals.steps.service";

const refused = {
  400: apiErrorSchema,
  ...deniedResponses,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const done = { acknowledged: true } as const;

/**
 * A booking's steps as a deal (docs/decisions/030-deals.md): its two sides move it on. A meetup
 * place or a cancel reason asking for an advance also goes to the thread, flagged.
 */
export const dealStepsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/deals/:id", {
    schema: {
      tags: ["deals"],
      summary:
        "One deal as its buyer, its seller or an admin sees it: steps, meetup, the other " +
        "side's number from acceptance on (sides only), the handover code (the buyer only, " +
        "while the meetup is agreed), the caller's review",
      params: idParamsSchema,
      response: { 200: dealSchema, ...deniedResponses, 404: apiErrorSchema },
    },
    preHandler: requireUser,
    handler: (request) => findDeal(app.db, currentUser(request), request.params.id),
  });

  app.post("/api/deals/:id/accept", {
    schema: {
      tags: ["deals"],
      summary:
        "The seller accepts a booked deal with the number the buyer may call; one accepted " +
        "deal per phone (409 DEAL_ALREADY_ACCEPTED)",
      params: idParamsSchema,
      body: acceptDealSchema,
      response: { 200: acknowledgedResponseSchema, ...refused },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const { id } = request.params;
      await acceptDeal(app.db, app.config, currentUser(request), id, request.body.phone);
      return done;
    },
  });

  app.post("/api/deals/:id/meetup", {
    schema: {
      tags: ["deals"],
      summary:
        "Either side proposes (or replaces) the meetup: a place and a time in the next 60 days; " +
        "the other side confirms it",
      params: idParamsSchema,
      body: meetupProposalSchema,
      response: { 200: acknowledgedResponseSchema, ...refused },
    },
    preHandler: requireUser,
    handler: async (request) => {
      await proposeMeetup(
        app.db,
        app.config,
        currentUser(request),
        request.params.id,
        request.body,
      );
      return done;
    },
  });

  app.post("/api/deals/:id/meetup/confirm", {
    schema: {
      tags: ["deals"],
      summary:
        "The side that did not propose the meetup confirms the version it read (409 " +
        "MEETUP_CHANGED when it changed); the buyer's handover code is made",
      params: idParamsSchema,
      body: confirmMeetupSchema,
      response: { 200: acknowledgedResponseSchema, ...refused },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const { id } = request.params;
      await confirmMeetup(app.db, app.config, currentUser(request), id, request.body.version);
      return done;
    },
  });

  app.post("/api/deals/:id/cancel", {
    schema: {
      tags: ["deals"],
      summary: "Either side cancels the deal before the handover, saying why",
      params: idParamsSchema,
      body: cancelDealSchema,
      response: { 200: acknowledgedResponseSchema, ...refused },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      await cancelDeal(app.db, app.config, currentUser(request), id, reason);
      return done;
    },
  });

  app.post("/api/deals/:id/handover", {
    schema: {
      tags: ["deals"],
      summary:
        "The seller enters the buyer's 6-digit code (Bangla digits accepted): right, the phone " +
        "is sold through this deal; wrong, 409 WRONG_HANDOVER_CODE (details.triesLeft); five " +
        "wrong lock it (409 HANDOVER_LOCKED)",
      params: idParamsSchema,
      body: handoverCodeSchema,
      response: { 200: acknowledgedResponseSchema, ...refused },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const { id } = request.params;
      await enterHandoverCode(app.db, app.config, currentUser(request), id, request.body.code);
      return done;
    },
  });
};
