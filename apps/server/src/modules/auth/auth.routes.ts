import {
  accessTokenResponseSchema,
  apiErrorSchema,
  sendVerificationEmailSchema,
  signInRequestSchema,
  signUpSchema,
  socialSignInSchema,
  updateUserSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, requireUser, SIGNED_IN } from "../../plugins/auth";
import { apiNotFound } from "../../plugins/error-handler";
import { scheduleEvery } from "../../schedule";
import { authPathMatcher, purgeOldRateLimits } from "./auth.paths";
import { forwardToBetterAuth } from "./auth.bridge";
import { purgeExpiredSignUps } from "./auth.takeover";

/**
 * Better Auth's answers, documented for `/api/docs`. The bridge sends Better Auth's own JSON text,
 * which Fastify passes through as it is: these schemas describe it and never re-serialize it.
 */
const authUser = z.looseObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  image: z.string().nullable(),
  role: z.string(),
  verified: z.boolean(),
  language: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
const signedUp = z.object({ token: z.string().nullable(), user: authUser });
const signedIn = z.object({
  redirect: z.boolean(),
  token: z.string(),
  url: z.string().optional(),
  user: authUser,
});
const socialStart = z.looseObject({ url: z.string(), redirect: z.boolean() });
const session = z
  .object({
    session: z.looseObject({ id: z.string(), userId: z.string(), expiresAt: z.string() }),
    user: authUser,
  })
  .nullable();

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  429: apiErrorSchema,
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/auth/sign-up/email", {
    schema: {
      tags: ["auth"],
      summary: "Create an account (Buyer or Seller)",
      body: signUpSchema,
      // 422 USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL for an email in use.
      response: { 200: signedUp, 422: apiErrorSchema, ...errors },
    },
    handler: forwardToBetterAuth,
  });
  app.post("/api/auth/sign-in/email", {
    schema: {
      tags: ["auth"],
      summary: "Sign in; sets the session cookie and a set-auth-token header",
      body: signInRequestSchema,
      response: { 200: signedIn, ...errors },
    },
    handler: forwardToBetterAuth,
  });
  app.post("/api/auth/sign-in/social", {
    schema: {
      tags: ["auth"],
      summary: "Start Google sign-in; answers the provider's URL",
      body: socialSignInSchema,
      response: { 200: socialStart, 404: apiErrorSchema, ...errors },
    },
    handler: forwardToBetterAuth,
  });
  app.post("/api/auth/sign-out", {
    schema: {
      tags: ["auth"],
      summary: "End the session",
      response: { 200: z.object({ success: z.boolean() }), ...errors },
    },
    handler: forwardToBetterAuth,
  });
  app.post("/api/auth/update-user", {
    schema: {
      tags: ["auth"],
      summary: "Change your own name or language",
      // Better Auth answers 401 without a session; no preHandler of ours says so.
      security: SIGNED_IN,
      body: updateUserSchema,
      response: { 200: z.object({ status: z.boolean() }), ...errors },
    },
    handler: forwardToBetterAuth,
  });
  app.post("/api/auth/send-verification-email", {
    schema: {
      tags: ["auth"],
      summary: "Email a new link that confirms an address (3 a minute per client)",
      description:
        "Signed in: `email` must be one's own (400 EMAIL_MISMATCH), not confirmed yet (400 " +
        "EMAIL_ALREADY_VERIFIED). Signed out: the answer is the same whether or not the address " +
        "has an account waiting for confirmation, which alone gets the email.",
      body: sendVerificationEmailSchema,
      response: { 200: z.object({ status: z.boolean() }), ...errors },
    },
    handler: forwardToBetterAuth,
  });
  app.get("/api/auth/get-session", {
    schema: {
      tags: ["auth"],
      summary: "The signed-in user and session, or null",
      response: { 200: session },
    },
    handler: forwardToBetterAuth,
  });
  // Everything else Better Auth offers (OAuth callbacks, session management); other paths
  // are refused before its limiter records them.
  const isAuthPath = authPathMatcher(app.auth);
  app.route({
    method: ["GET", "POST"],
    url: "/api/auth/*",
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.split("?")[0]!.slice("/api/auth".length);
      if (!isAuthPath(path)) {
        return reply.status(404).send(apiNotFound(request.method, request.url));
      }
      return forwardToBetterAuth(request, reply);
    },
  });

  // Counters of clients gone quiet are deleted every ten minutes.
  scheduleEvery(app, 10 * 60 * 1000, () => purgeOldRateLimits(app.db));
  // Sign-ups waiting on a link are forgotten once the link has expired.
  scheduleEvery(app, 60 * 60 * 1000, () => purgeExpiredSignUps(app.db));

  app.get("/api/jwt", {
    schema: {
      tags: ["auth"],
      summary: "A bearer token for API clients (the session's token)",
      response: { 200: accessTokenResponseSchema, 401: apiErrorSchema },
    },
    preHandler: requireUser,
    handler: async (request) => ({ accessToken: currentUser(request).sessionToken }),
  });
};
