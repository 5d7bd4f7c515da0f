import type { FastifyInstance } from "fastify";
import { forbidden } from "../app-error";
import { WRITE_METHODS } from "./write-methods";

/**
 * A write that carries the session cookie must come from one of our own pages: browsers send
 * `Origin` with every such request, and a page on another port or subdomain of the same site
 * (which SameSite cookies do not stop) names its own. Bearer-token clients send no cookie and
 * are not affected. Better Auth checks its own routes under /api/auth the same way.
 */
/**
 * Better Auth routes whose body our own checks read before Better Auth's origin check runs
 * (docs/decisions/027-password-reset.md): checked here, like every other write.
 */
const CHECKED_AUTH_ROUTES = new Set([
  "/api/auth/request-password-reset",
  "/api/auth/reset-password",
]);

export function registerOriginCheck(app: FastifyInstance): void {
  const trusted = new Set(app.config.trustedOrigins);
  app.addHook("onRequest", async (request) => {
    if (!WRITE_METHODS.has(request.method) || !request.headers.cookie) return;
    // The route the router matched, never the address as spelled (plugins/canonical-path.ts).
    const route = request.routeOptions.url;
    if (!route?.startsWith("/api/")) return;
    if (route.startsWith("/api/auth/") && !CHECKED_AUTH_ROUTES.has(route)) return;
    const origin = request.headers.origin;
    if (!origin || !trusted.has(origin)) {
      throw forbidden("CROSS_SITE_REQUEST", "Writes must come from this site's own pages.");
    }
  });
}
