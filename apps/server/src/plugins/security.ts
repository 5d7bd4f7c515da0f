import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createHash } from "node:crypto";
import helmet, { type HelmetOptions } from "helmet";
import { BOOT_SCRIPT } from "@bechedaw/shared/boot";

/** The web app's one inline script, the loader, allowed by its hash and nothing else inline. */
const BOOT_SCRIPT_HASH = `'sha256-${createHash("sha256").update(BOOT_SCRIPT).digest("base64")}'`;

/**
 * Security headers; the CSP allows only our own origin, which the built app satisfies, and the
 * loader (docs/decisions/031-javascript-after-first-paint.md); and for images, the bucket's
 * public address when `/images/` redirects there (S3_PUBLIC_URL, decision 033).
 */
const headersFor = (photoOrigin: string | undefined): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", BOOT_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", ...(photoOrigin ? [photoOrigin] : [])],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // The site may be served over plain HTTP on a shop's LAN; don't force HTTPS upgrades.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
});

type ApplyHeaders = ReturnType<typeof helmet>;
/** One helmet per S3_PUBLIC_URL (in practice one per process; tests build several apps). */
const helmets = new Map<string, ApplyHeaders>();

function helmetFor(photoUrl: string | undefined): ApplyHeaders {
  const key = photoUrl ?? "";
  let applyHeaders = helmets.get(key);
  if (!applyHeaders) {
    applyHeaders = helmet(headersFor(photoUrl ? new URL(photoUrl).origin : undefined));
    helmets.set(key, applyHeaders);
  }
  return applyHeaders;
}

/**
 * Sets the headers on the raw response, where the reply's own headers join them when it is
 * sent. Also called for the answers Fastify sends before any hook runs (a URL it cannot decode).
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  const applyHeaders = helmetFor(request.server.config.s3?.publicUrl);
  applyHeaders(request.raw, reply.raw, () => undefined);
}

/** Every answer, pages, API and errors alike, carries the security headers. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    setSecurityHeaders(request, reply);
    done();
  });
}
