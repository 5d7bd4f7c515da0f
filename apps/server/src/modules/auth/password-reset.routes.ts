import { setTimeout as sleep } from "node:timers/promises";
import {
  apiErrorSchema,
  chooseLocale,
  LANG_COOKIE,
  passwordResetRequestedSchema,
  passwordResetRequestSchema,
  resetLinkResponseSchema,
  resetLinkSchema,
  resetPasswordResponseSchema,
  resetPasswordSchema,
} from "@bechedaw/shared";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError, forbidden } from "../../app-error";
import { sessionUserOf, toWebHeaders } from "../../plugins/auth";
import { scheduleEvery } from "../../schedule";
import { callBetterAuth, sendBetterAuthResponse } from "./auth.bridge";
import { RESET_LANGUAGE_HEADER } from "./password-reset";
import { deleteOldResetLinks } from "./password-reset.links";
import { deleteOldResetRequests, takeResetRequestSlot } from "./password-reset.limits";
import { usableResetLink, signInAfterReset } from "./password-reset.service";

/**
 * Every answer to a reset request takes at least this long, so a known address (a link row and
 * an email written) and an unknown one (nothing written) cannot be told apart by the clock.
 */
const REQUEST_ANSWER_MS = 250;
const REQUESTED = {
  status: true as const,
  message: "If an account uses this address, we sent it a link to choose a new password.",
};

/** The signed-in user's id, if the request carries a live session. */
async function signedInUserId(request: FastifyRequest): Promise<string | undefined> {
  return (await sessionUserOf(request))?.id;
}

const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 429: apiErrorSchema };
const linkErrors = { ...errors, 410: apiErrorSchema };

function cookieValue(request: FastifyRequest, name: string): string | undefined {
  return request.headers.cookie
    ?.split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/auth/request-password-reset", {
    schema: {
      tags: ["auth"],
      summary: "Email a password reset link; the same answer whether or not the address is known",
      body: passwordResetRequestSchema,
      response: { 200: passwordResetRequestedSchema, ...errors },
    },
    handler: async (request, reply) => {
      const started = performance.now();
      const { email, language } = request.body;
      const slot = await takeResetRequestSlot(app.db, {
        address: email,
        client: request.ip,
        perClient: app.config.authRateLimit * 2,
      });
      if (!slot.isAllowed) {
        reply.header("retry-after", String(slot.retryAfterSeconds));
        throw new AppError(
          "RESET_RATE_LIMITED",
          "Too many requests for a reset link. Please try again later.",
        );
      }
      const pageLanguage = chooseLocale({
        query: language,
        cookie: cookieValue(request, LANG_COOKIE),
        acceptLanguage: request.headers["accept-language"],
      });
      const response = await callBetterAuth(request, {
        body: { email },
        headers: { [RESET_LANGUAGE_HEADER]: pageLanguage },
      });
      if (!response.ok) return sendBetterAuthResponse(reply, response);
      await sleep(Math.max(0, REQUEST_ANSWER_MS - (performance.now() - started)));
      return REQUESTED;
    },
  });

  app.post("/api/password-reset/check", {
    schema: {
      tags: ["auth"],
      summary: "Whether a reset link can still be used (before a new password is typed)",
      body: resetLinkSchema,
      response: { 200: resetLinkResponseSchema, ...linkErrors },
    },
    handler: async (request) => {
      const { token } = request.body;
      const link = await usableResetLink(app.db, app.auth, token, await signedInUserId(request));
      return { email: link.email };
    },
  });

  app.post("/api/auth/reset-password", {
    schema: {
      tags: ["auth"],
      summary: "Set a new password with a reset link; signs out everywhere, then signs in here",
      body: resetPasswordSchema,
      response: { 200: resetPasswordResponseSchema, ...linkErrors },
    },
    handler: async (request, reply) => {
      const { origin } = request.headers;
      if (origin && !app.config.trustedOrigins.includes(origin)) {
        throw forbidden("CROSS_SITE_REQUEST", "Writes must come from this site's own pages.");
      }
      const { token, newPassword } = request.body;
      const link = await usableResetLink(app.db, app.auth, token, await signedInUserId(request));
      const response = await callBetterAuth(request, { body: { token, newPassword } });
      if (!response.ok) {
        // Our check passed and Better Auth refused the token: another request used it meanwhile.
        const body = (await response
          .clone()
          .json()
          .catch(() => ({}))) as { code?: unknown };
        if (body.code === "INVALID_TOKEN") {
          throw new AppError("RESET_LINK_USED", "This reset link has been used already.");
        }
        return sendBetterAuthResponse(reply, response);
      }
      const headers = toWebHeaders(request);
      const cookies = await signInAfterReset(app.auth, headers, link.email, newPassword);
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return { status: true as const, signedIn: cookies.length > 0 };
    },
  });

  // Requests leave the limits after an hour; links are forgotten a week after theirs.
  scheduleEvery(app, 60 * 60 * 1000, async () => {
    await deleteOldResetRequests(app.db);
    await deleteOldResetLinks(app.db);
  });
};
