import { lt } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { Auth } from "./auth";
import { rateLimit } from "./auth.tables";

/**
 * Better Auth endpoints we do not serve: its reset link's redirect (our emails link to the web
 * page, /reset-password?token=, which checks the token itself).
 */
const UNSERVED_PATHS = new Set(["/reset-password/:token"]);

/** No Better Auth path is longer; a longer one would only grow the limiter's keys. */
const MAX_AUTH_PATH_LENGTH = 200;

/**
 * Whether a path under /api/auth is one of Better Auth's endpoints ("/callback/:id" matches
 * "/callback/google"). Anything else is answered 404 before Better Auth's limiter stores a row
 * for it, so random paths cannot grow the rate-limit table.
 */
export function authPathMatcher(auth: Auth): (path: string) => boolean {
  const endpoints = Object.values(auth.api as Record<string, { path?: unknown }>);
  const patterns = endpoints
    .map((endpoint) => endpoint.path)
    .filter((path): path is string => typeof path === "string" && !UNSERVED_PATHS.has(path))
    .map((path) => new RegExp(`^${path.replace(/:[^/]+/g, "[^/]+")}$`));
  return (path) =>
    path.length <= MAX_AUTH_PATH_LENGTH && patterns.some((pattern) => pattern.test(path));
}

/** The longest rate-limit window (seconds) is a minute; older counters mean nothing. */
const RATE_LIMIT_ROW_TTL_MS = 10 * 60 * 1000;

/** Deletes rate-limit counters nobody has touched for ten minutes; returns how many. */
export async function purgeOldRateLimits(db: Database, now = Date.now()): Promise<number> {
  const deleted = await db
    .delete(rateLimit)
    .where(lt(rateLimit.lastRequest, now - RATE_LIMIT_ROW_TTL_MS))
    .returning({ id: rateLimit.id });
  return deleted.length;
}
