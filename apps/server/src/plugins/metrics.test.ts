import { randomUUID } from "node:crypto";
import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase } from "../db/client";
import { emailOutbox } from "../modules/mail/mail.tables";
import { createTestApp } from "../../test/helpers";

const TOKEN = "scrape-token-for-the-tests-0123";
const BEARER = { authorization: `Bearer ${TOKEN}` };

function scrape(app: FastifyInstance) {
  return app.inject({ method: "GET", url: "/api/metrics", headers: BEARER });
}

/** The value of one sample line (`name{labels} value`), or undefined when it is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /api/metrics without METRICS_TOKEN", () => {
  it("answers 404 exactly like an unknown API route", async () => {
    const app = await createTestApp();
    try {
      const metrics = await app.inject({ method: "GET", url: "/api/metrics", headers: BEARER });
      const unknown = await app.inject({ method: "GET", url: "/api/metricz", headers: BEARER });
      expect(metrics.statusCode).toBe(404);
      expect(metrics.headers["content-type"]).toBe(unknown.headers["content-type"]);
      expect(metrics.json<ApiError>()).toEqual({
        ...unknown.json<ApiError>(),
        message: "No API route GET /api/metrics.",
      });
      const docs = await app.inject({ method: "GET", url: "/api/docs" });
      expect(Object.keys(docs.json<{ paths: object }>().paths)).not.toContain("/api/metrics");
    } finally {
      await app.close();
    }
  });
});

describe("GET /api/metrics with METRICS_TOKEN", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => app?.close());

  it.each([
    ["no Authorization", {}],
    ["a wrong token", { authorization: "Bearer scrape-token-for-the-tests-0124" }],
    ["a prefix of the token", { authorization: `Bearer ${TOKEN.slice(0, 10)}` }],
    ["an empty bearer", { authorization: "Bearer " }],
    ["the token as Basic", { authorization: `Basic ${TOKEN}` }],
  ])("refuses %s with a 401 JSON error", async (_name, headers) => {
    const response = await app.inject({ method: "GET", url: "/api/metrics", headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["www-authenticate"]).toBe('Bearer realm="metrics"');
    expect(response.json<ApiError>()).toMatchObject({ statusCode: 401, code: "UNAUTHORIZED" });
    expect(response.body).not.toContain("bechedaw_http");
  });

  it("is in /api/docs", async () => {
    const docs = await app.inject({ method: "GET", url: "/api/docs" });
    const paths = docs.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(paths["/api/metrics"]?.get).toBeDefined();
  });

  it("counts requests by route pattern and status class, times them, and counts 5xx apart", async () => {
    const id = randomUUID();
    for (let i = 0; i < 3; i++) await app.inject({ method: "GET", url: "/api/health" });
    const phone = await app.inject({ method: "GET", url: `/api/products/${id}` });
    expect(phone.statusCode).toBe(404);
    await app.inject({ method: "GET", url: `/api/no-such-route/${id}` });
    await scrape(app);

    const response = await scrape(app);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const text = response.body;

    const health = 'method="GET",route="/api/health"';
    expect(sample(text, `bechedaw_http_requests_total{${health},status_class="2xx"}`)).toBe(3);
    expect(sample(text, `bechedaw_http_request_duration_seconds_count{${health}}`)).toBe(3);
    expect(sample(text, `bechedaw_http_request_duration_seconds_bucket{le="+Inf",${health}}`)).toBe(
      3,
    );
    expect(sample(text, `bechedaw_http_request_duration_seconds_sum{${health}}`)).toBeGreaterThan(
      0,
    );
    const phoneRoute = 'method="GET",route="/api/products/:id",status_class="4xx"';
    expect(sample(text, `bechedaw_http_requests_total{${phoneRoute}}`)).toBe(1);
    const unmatched = 'method="GET",route="unmatched",status_class="4xx"';
    expect(sample(text, `bechedaw_http_requests_total{${unmatched}}`)).toBe(1);
    // No id in any label, the scrapes themselves not counted, and no server error yet.
    expect(text).not.toContain(id);
    expect(text).not.toContain('route="/api/metrics"');
    expect(text).not.toMatch(/^bechedaw_http_server_errors_total\{/m);
    // Node's default process metrics, in this app's own registry.
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(sample(text, "bechedaw_photo_processing_running")).toBe(0);
    expect(sample(text, "bechedaw_photo_processing_waiting")).toBe(0);
  });

  it("reads the outbox's waiting emails at each scrape", async () => {
    const before = sample((await scrape(app)).body, "bechedaw_email_outbox_waiting");
    expect(before).toBeGreaterThanOrEqual(0);
    // Two emails waiting to be tried again in an hour (the worker leaves them), one failed.
    const later = new Date(Date.now() + 60 * 60 * 1000);
    const email = (failedAt: Date | null) => ({
      id: randomUUID(),
      toAddress: "someone@example.com",
      subject: "Waiting",
      textBody: "text",
      htmlBody: "<p>html</p>",
      nextAttemptAt: later,
      failedAt,
    });
    await app.db.insert(emailOutbox).values([email(null), email(null), email(new Date())]);
    const after = sample((await scrape(app)).body, "bechedaw_email_outbox_waiting");
    expect(after).toBe(before! + 2);
  });

  it("keeps each app's counts apart (one registry per app)", async () => {
    const other = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      await other.inject({ method: "GET", url: "/api/ready" });
      const text = (await scrape(other)).body;
      expect(
        sample(
          text,
          'bechedaw_http_requests_total{method="GET",route="/api/health",status_class="2xx"}',
        ),
      ).toBeUndefined();
      expect(
        sample(
          text,
          'bechedaw_http_requests_total{method="GET",route="/api/ready",status_class="2xx"}',
        ),
      ).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe("server errors in the metrics", () => {
  it("counts 5xx answers, and a scrape still answers when the database is gone", async () => {
    const database = await openDatabase({});
    const config = loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      WEB_DIST: "/nonexistent",
      METRICS_TOKEN: TOKEN,
    });
    // The test closes the database itself, before the app.
    const lone = await buildApp({
      config,
      database: { ...database, close: async () => {} },
      ephemeral: true,
    });
    try {
      await database.close();
      const list = await lone.inject({ method: "GET", url: "/api/advertisedProducts" });
      expect(list.statusCode).toBe(500);
      const response = await scrape(lone);
      expect(response.statusCode).toBe(200);
      const route = 'method="GET",route="/api/advertisedProducts"';
      expect(sample(response.body, `bechedaw_http_server_errors_total{${route}}`)).toBe(1);
      expect(
        sample(response.body, `bechedaw_http_requests_total{${route},status_class="5xx"}`),
      ).toBe(1);
      expect(sample(response.body, "bechedaw_email_outbox_waiting")).toBeNaN();
    } finally {
      await lone.close();
    }
  });
});
