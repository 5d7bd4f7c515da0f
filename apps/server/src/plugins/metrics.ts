import { createHash, timingSafeEqual } from "node:crypto";
import { apiErrorSchema } from "@bechedaw/shared";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import { z } from "zod";
import { AppError } from "../app-error";

const METRICS_URL = "/api/metrics";

/** The label of every request no route matched (404s), so unknown addresses make no new series. */
const UNMATCHED = "unmatched";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A number read at scrape time, such as a queue's depth. */
export type ScrapeGauge = {
  name: string;
  help: string;
  read: () => number | Promise<number>;
};

const sha256 = (value: string) => createHash("sha256").update(value).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? "")?.[1] ?? "";
  // Equal-length digests: the comparison takes as long whatever was sent.
  return timingSafeEqual(sha256(given), sha256(token)) && given.length > 0;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Prometheus metrics at `GET /api/metrics` when METRICS_TOKEN is set (docs/decisions/034), for a
 * scraper that sends `Authorization: Bearer <token>`. Without the setting there is no such
 * route: it answers 404 like any unknown address, and nothing is counted.
 *
 * Requests are counted by method, route pattern (Fastify's, so no id reaches a label; every
 * unmatched address is one label) and status class, timed per method and route, and 5xx answers
 * counted apart. The scrapes themselves are left out, so the rates are the site's own traffic.
 * Each app has its own registry (several test apps live in one process), with Node's default
 * process metrics and `gauges` read at each scrape.
 */
export function registerMetrics(
  app: FastifyInstance,
  options: { token: string | undefined; gauges: ScrapeGauge[] },
): void {
  const { token } = options;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: "bechedaw_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status class",
    labelNames: ["method", "route", "status_class"] as const,
    registers,
  });
  const durations = new Histogram({
    name: "bechedaw_http_request_duration_seconds",
    help: "Time from receiving a request to the end of its answer, by method and route pattern",
    labelNames: ["method", "route"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const serverErrors = new Counter({
    name: "bechedaw_http_server_errors_total",
    help: "Requests answered with a 5xx status, by method and route pattern",
    labelNames: ["method", "route"] as const,
    registers,
  });
  for (const gauge of options.gauges) {
    new Gauge({
      name: gauge.name,
      help: gauge.help,
      registers,
      async collect() {
        try {
          this.set(await gauge.read());
        } catch (error) {
          app.log.warn({ err: error }, `metrics: could not read ${gauge.name}`);
          this.set(Number.NaN);
        }
      },
    });
  }

  app.addHook("onResponse", (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    if (route !== METRICS_URL) {
      const method = METHODS.has(request.method) ? request.method : "OTHER";
      const status = reply.statusCode;
      requests.inc({ method, route, status_class: statusClass(status) });
      durations.observe({ method, route }, reply.elapsedTime / 1000);
      if (status >= 500) serverErrors.inc({ method, route });
    }
    done();
  });

  app.get(METRICS_URL, {
    schema: {
      tags: ["health"],
      summary:
        "Prometheus metrics (text format) for a scraper with `Authorization: Bearer " +
        "<METRICS_TOKEN>`; the route exists only when METRICS_TOKEN is set",
      security: [{ scraper: [] }],
      response: {
        200: z.string().describe("Prometheus text exposition format 0.0.4"),
        401: apiErrorSchema,
      },
    },
    handler: async (request, reply) => {
      if (!hasToken(request, token)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        throw new AppError("UNAUTHORIZED", "The metrics need the scraper's bearer token.");
      }
      const text = await registry.metrics();
      return reply.type(registry.contentType).header("cache-control", "no-store").send(text);
    },
  });
}
