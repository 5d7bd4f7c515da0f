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
 * Counters live in `shared` when given (a store of PostgreSQL's, decision 032, or a Redis client,
 * decision 034: shared by every server, and a failing counter lets the request through), else
 * in this process (PGlite: the one server of its data folder).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  shared?: Pick<RateLimitPluginOptions, "store" | "redis" | "nameSpace">,
): Promise<void> {
  await app.register(rateLimit, {
    global: true,
    ...(shared ? { ...shared, skipOnError: true } : {}),
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
