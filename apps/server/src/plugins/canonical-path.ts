import type { FastifyInstance } from "fastify";
import { AppError } from "../app-error";

/** A percent-encoded letter, digit or `-._~`: characters that never need encoding (RFC 3986). */
const ENCODED_UNRESERVED = /%(?:3[0-9]|4[1-9A-F]|5[0-9A]|6[1-9A-F]|7[0-9A]|2D|2E|5F|7E)/i;
/** An empty segment (`//`) or a `.` or `..` segment. */
const ODD_SEGMENT = /\/\/|(?:^|\/)\.\.?(?:\/|$)/;
/** The API's first segment in any case: only `/api` itself is the API's spelling. */
const API_IN_ANY_CASE = /^\/api(?:\/|$)/i;

/** Why a path is not the one spelling of what it names, or undefined when it is. */
function nonCanonicalReason(path: string): string | undefined {
  if (ENCODED_UNRESERVED.test(path)) return "a percent-encoded letter, digit or -._~";
  if (ODD_SEGMENT.test(path)) return "an empty, . or .. segment";
  if (API_IN_ANY_CASE.test(path) && !path.startsWith("/api")) return "/api in another case";
  return undefined;
}

/**
 * Every address has one spelling, and any other is refused (400 BAD_URL) before any other hook
 * or handler runs (docs/decisions/038-one-path-one-caller.md). The router decodes `%61pi` to
 * `api` and the checks that look at a path (the origin check, the limits, Better Auth's own
 * routing) would otherwise each have to agree with it on every spelling; our own pages and
 * clients never send another one.
 */
export function registerCanonicalPaths(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const path = request.url.split("?", 1)[0] ?? "";
    const reason = nonCanonicalReason(path);
    if (reason) {
      throw new AppError("BAD_URL", `The address is not in its one spelling: it has ${reason}.`);
    }
  });
}
