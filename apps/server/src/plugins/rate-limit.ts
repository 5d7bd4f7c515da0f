import { createHash } from "node:crypto";
import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors";
import { WRITE_METHODS } from "./write-methods";

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?bechedaw\.session_token=([^;]+)/;

/**
 * Whose budget a request spends: its session (cookie or bearer token, hashed) when it has one,
 * so people behind one carrier address do not share a limit, else its address.
 */
function budgetKey(request: FastifyRequest): string {
  const bearer = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1];
  const session = bearer ?? SESSION_COOKIE.exec(request.headers.cookie ?? "")?.[1];
  if (!session) return `ip:${request.ip}`;
  return `session:${createHash("sha256").update(session).digest("base64url").slice(0, 22)}`;
}

/**
 * Limits every write under /api (WRITE_RATE_LIMIT a minute), and photo uploads more tightly
 * (their route sets its own `rateLimit`). Reads are free; Better Auth limits its own routes.
 * Counters live in `store` when given (PostgreSQL, shared by every server: decision 032), else
 * in this process (PGlite: the one server of its data folder).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  store?: RateLimitPluginOptions["store"],
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    ...(store ? { store, skipOnError: true } : {}),
    max: app.config.writeRateLimit,
    timeWindow: 60_000,
    keyGenerator: budgetKey,
    allowList: (request) =>
      !WRITE_METHODS.has(request.method) ||
      !request.url.startsWith("/api/") ||
      request.url.startsWith("/api/auth/"),
    addHeadersOnExceeding: {
      "x-ratelimit-limit": false,
      "x-ratelimit-remaining": false,
      "x-ratelimit-reset": false,
    },
    errorResponseBuilder: (_request, context) =>
      new AppError(
        "RATE_LIMITED",
        `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      ),
  });
}
