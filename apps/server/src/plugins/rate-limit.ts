import rateLimit, { type RateLimitPluginOptions } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../app-error";
import { sessionUserOf } from "./auth";
import { WRITE_METHODS } from "./write-methods";

/** The key of requests no limit counts (reads, pages, Better Auth's own routes). */
const UNLIMITED = "unlimited";

/**
 * Whether a request spends a budget: writes to our API routes, judged by the route the router
 * matched (never by the address as spelled). Better Auth limits its own routes.
 */
function isLimited(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return (
    WRITE_METHODS.has(request.method) &&
    route !== undefined &&
    route.startsWith("/api/") &&
    !route.startsWith("/api/auth/")
  );
}

/**
 * Whose budget a request spends: the user its session belongs to, as the auth resolves it (so
 * no spelling of the cookie or the bearer token makes a new budget, and people behind one
 * carrier address do not share one), else its address (signed out, or a credential that
 * authenticates nobody). The session is resolved once per request: `requireUser` reuses it.
 */
async function budgetKey(request: FastifyRequest): Promise<string> {
  if (!isLimited(request)) return UNLIMITED;
  const user = await sessionUserOf(request);
  return user ? `user:${user.id}` : `ip:${request.ip}`;
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
    allowList: (_request, key) => key === UNLIMITED,
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
