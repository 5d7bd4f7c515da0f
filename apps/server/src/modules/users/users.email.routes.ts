import { apiErrorSchema, verifyEmailResponseSchema, verifyEmailSchema } from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { followEmailLink } from "./users.email.service";

export const usersEmailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/verify-email", {
    schema: {
      tags: ["users"],
      summary: "Follow a link from a verification email (anyone holding the link)",
      description:
        "`token` is the link's `?token=`. `verified`: the account's address is confirmed. " +
        "`replaced`: the address's unconfirmed account was deleted with everything it owned and " +
        "the account signed up again with the address is created, confirmed. 400 " +
        "EMAIL_LINK_EXPIRED after 24 hours, EMAIL_LINK_INVALID for an altered link or a gone " +
        "account; 409 EMAIL_LINK_USED for a link followed before.",
      body: verifyEmailSchema,
      response: { 200: verifyEmailResponseSchema, 400: apiErrorSchema, 409: apiErrorSchema },
    },
    handler: async (request) =>
      followEmailLink(
        { db: app.db, auth: app.auth, storage: app.imageStorage, log: request.log },
        request.body.token,
      ),
  });
};
