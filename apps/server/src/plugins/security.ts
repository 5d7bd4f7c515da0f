import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/** Security headers; the CSP allows only our own origin, which the built app satisfies. */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
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
}
