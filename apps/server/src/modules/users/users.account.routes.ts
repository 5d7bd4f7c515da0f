import {
  accountSchema,
  apiErrorSchema,
  changePasswordResponseSchema,
  changePasswordSchema,
  deleteAccountSchema,
  deletedResponseSchema,
  updateAccountSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, deniedResponses as denied, requireUser } from "../../plugins/auth";
import { expiredAuthCookies } from "../auth";
import { changePassword, deleteAccount, getAccount, updateAccount } from "./users.account.service";

/** The signed-in user's own settings: profile, password, deleting the account. */
export const usersAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  // A password check costs a scrypt hash, and a stolen session must not guess freely: as many
  // tries a minute per session as sign-in allows per address (AUTH_RATE_LIMIT).
  const PASSWORD_TRIES = { rateLimit: { max: app.config.authRateLimit, timeWindow: 60_000 } };

  app.get("/api/account", {
    schema: {
      tags: ["users"],
      summary:
        "Your own account: profile, whether it has a password, whether you are the last admin",
      response: { 200: accountSchema, ...denied },
    },
    preHandler: requireUser,
    handler: async (request) => getAccount(app.db, currentUser(request).id),
  });

  app.patch("/api/account", {
    schema: {
      tags: ["users"],
      summary: "Change your own name, phone number, district or language (others stay)",
      body: updateAccountSchema,
      response: { 200: accountSchema, 400: apiErrorSchema, ...denied },
    },
    preHandler: requireUser,
    handler: async (request, reply) => {
      const account = await updateAccount(app.db, currentUser(request).id, request.body);
      // get-session answers from a signed copy of the user for 5 minutes: drop it.
      void reply.header("set-cookie", await expiredAuthCookies(app.auth, ["cache"]));
      return account;
    },
  });

  app.post("/api/account/password", {
    schema: {
      tags: ["users"],
      summary:
        "Change your password (or set a first one on a Google-only account); signs out your other sessions",
      description:
        "403 WRONG_PASSWORD when currentPassword is wrong; 400 when it is missing and the account has a password.",
      body: changePasswordSchema,
      response: {
        200: changePasswordResponseSchema,
        400: apiErrorSchema,
        ...denied,
        429: apiErrorSchema,
      },
    },
    config: PASSWORD_TRIES,
    preHandler: requireUser,
    handler: async (request) =>
      changePassword(app.db, app.auth, currentUser(request), request.body),
  });

  app.delete("/api/account", {
    schema: {
      tags: ["users"],
      summary:
        "Delete your account with everything it owns (listings, photos, bookings, requests) and sign out",
      description:
        "Body {password}; an account without a password sends {email}, its email address. " +
        "403 WRONG_PASSWORD or WRONG_EMAIL; 409 LAST_ADMIN for the only admin.",
      body: deleteAccountSchema,
      response: {
        200: deletedResponseSchema,
        400: apiErrorSchema,
        ...denied,
        409: apiErrorSchema,
        429: apiErrorSchema,
      },
    },
    config: PASSWORD_TRIES,
    preHandler: requireUser,
    handler: async (request, reply) => {
      const deps = { db: app.db, auth: app.auth, storage: app.imageStorage, log: request.log };
      await deleteAccount(deps, currentUser(request), request.body);
      void reply.header("set-cookie", await expiredAuthCookies(app.auth, ["session", "cache"]));
      return { acknowledged: true as const, deletedCount: 1 };
    },
  });
};
