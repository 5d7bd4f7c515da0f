import {
  apiErrorSchema,
  banResponseSchema,
  idParamsSchema,
  unbanResponseSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, deniedResponses as denied, requireRole } from "../../plugins/auth";
import { banUser, unbanUser } from "./users.ban.service";

const onlyAdmin = requireRole("Admin");

/** Banning and unbanning users (docs/decisions/023-listing-review.md). */
export const usersBanRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/admin/users/:id/ban", {
    schema: {
      tags: ["admin"],
      summary:
        "Ban a user (admin): signed out everywhere, sign-in refused, every listing of theirs " +
        "hidden from every public answer",
      description:
        "Not oneself (403 CANNOT_BAN_SELF), not an admin (403 CANNOT_BAN_ADMIN). Every open " +
        "deal of their phones ends (endedReason seller-banned; openBookings counts them) and " +
        "so does every one they are the buyer of (buyer-banned); the other sides are told. An " +
        "unban reopens none. Again on a banned user: modifiedCount 0.",
      params: idParamsSchema,
      response: { 200: banResponseSchema, ...denied, 404: apiErrorSchema },
    },
    preHandler: onlyAdmin,
    handler: async (request) =>
      banUser(app.db, app.config, currentUser(request).id, request.params.id),
  });

  app.post("/api/admin/users/:id/unban", {
    schema: {
      tags: ["admin"],
      summary:
        "Lift a ban (admin): the user can sign in again; their available and sold listings " +
        "are public again",
      params: idParamsSchema,
      response: { 200: unbanResponseSchema, ...denied, 404: apiErrorSchema },
    },
    preHandler: onlyAdmin,
    handler: async (request) => unbanUser(app.db, currentUser(request).id, request.params.id),
  });
};
