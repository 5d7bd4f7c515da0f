import { randomBytes } from "node:crypto";
import type { ApiError } from "@bechedaw/shared";
import { count } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORIGIN, createTestApp, nextClientIp } from "../../../test/helpers";
import { purgeOldRateLimits } from "./auth.paths";
import { rateLimit } from "./auth.tables";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function rateLimitRows(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(rateLimit);
  return Number(row?.n ?? 0);
}

describe("paths under /api/auth that Better Auth does not have", () => {
  it("answer 404 in the API's shape and leave the rate-limit table as it was", async () => {
    const before = await rateLimitRows();
    for (let i = 0; i < 40; i++) {
      const path = randomBytes(i === 0 ? 1600 : 40).toString("hex");
      const response = await app.inject({
        method: i % 2 ? "GET" : "POST",
        url: `/api/auth/${path}`,
        headers: ORIGIN,
        remoteAddress: nextClientIp(),
        ...(i % 2 ? {} : { payload: {} }),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiError>().code).toBe("ROUTE_NOT_FOUND");
    }
    expect(await rateLimitRows()).toBe(before);
  });

  it("refuses an over-long value in a known path's parameter too", async () => {
    const response = await app.inject({
      method: "GET",
      url: `/api/auth/callback/${"g".repeat(3000)}`,
    });
    expect(response.statusCode).toBe(404);
  });

  it("refuses Better Auth's reset link redirect: our emails link to the web page", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/auth/reset-password/AbCdEfGhIjKlMnOpQrStUvWx?callbackURL=%2F",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>().code).toBe("ROUTE_NOT_FOUND");
  });

  it("still forwards Better Auth's own paths", async () => {
    const response = await app.inject({ method: "GET", url: "/api/auth/ok" });
    expect(response.statusCode).toBe(200);
  });
});

describe("purgeOldRateLimits", () => {
  it("deletes counters untouched for ten minutes and keeps recent ones", async () => {
    const now = Date.now();
    await app.db.insert(rateLimit).values([
      { id: "old", key: "203.0.113.1/sign-in/email", count: 3, lastRequest: now - 11 * 60_000 },
      { id: "new", key: "203.0.113.2/sign-in/email", count: 1, lastRequest: now - 30_000 },
    ]);
    expect(await purgeOldRateLimits(app.db, now)).toBeGreaterThanOrEqual(1);
    const keys = (await app.db.select({ id: rateLimit.id }).from(rateLimit)).map((row) => row.id);
    expect(keys).toContain("new");
    expect(keys).not.toContain("old");
  });
});
