import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { IncomingMessage } from "node:http";

const REQUEST_ID_HEADER = "x-request-id";

/** An id a proxy may pass on (nginx's `$request_id` is 32 hex digits); nothing to break a log line. */
const FORWARDED_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Each request's id, in every log line about it and in its answer's `X-Request-Id`: the one a
 * proxy sent, when it looks like an id, else a new UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const forwarded = request.headers[REQUEST_ID_HEADER];
  return typeof forwarded === "string" && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
}

export function registerRequestId(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
