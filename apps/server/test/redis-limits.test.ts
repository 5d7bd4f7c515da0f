import { randomUUID } from "node:crypto";
import type { ApiError, ReadyResponse } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../src/modules/auth/auth.tables";
import {
  BASE_URL,
  createTestApp,
  createUser,
  injectAs,
  nextClientIp,
  testJpeg,
  uploadImage,
  type TestUser,
} from "./helpers";
import {
  hasRedisServer,
  requireRedisServer,
  startTestRedisServer,
  type TestRedisServer,
} from "./redis";

// Two servers on one Redis, as behind a load balancer (docs/decisions/034). Each app has its own
// database here (in-memory PGlite, or a database of its own on TEST_DATABASE_URL's server): the
// limits' counters can only meet in Redis. Skipped without redis-server, except in CI.
const runs = hasRedisServer || Boolean(process.env.CI);

function guessPassword(app: FastifyInstance, email: string, remoteAddress: string, i: number) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: BASE_URL },
    remoteAddress,
    payload: { email, password: `guess-number-${i}` },
  });
}

/**
 * Makes the second server know the first one's user and session, as one shared database would:
 * the limits count per user, so each server must see who is calling.
 */
async function shareUser(from: FastifyInstance, to: FastifyInstance, who: TestUser) {
  const users = await from.db.select().from(user).where(eq(user.id, who.id));
  const sessions = await from.db.select().from(session).where(eq(session.userId, who.id));
  await to.db.insert(user).values(users);
  await to.db.insert(session).values(sessions);
}

describe.runIf(runs)("limits shared by two servers through Redis", () => {
  let redis: TestRedisServer;
  let servers: [FastifyInstance, FastifyInstance];
  beforeAll(async () => {
    requireRedisServer();
    redis = await startTestRedisServer();
    const env = {
      REDIS_URL: redis.url,
      // One secret, as behind a load balancer: either server accepts the other's cookies.
      AUTH_SECRET: "one-secret-for-both-servers-of-this-test-0123456789",
      WRITE_RATE_LIMIT: "6",
      UPLOAD_RATE_LIMIT: "2",
      AUTH_RATE_LIMIT: "4",
    };
    servers = [await createTestApp(env), await createTestApp(env)];
  });
  afterAll(async () => {
    await Promise.all((servers ?? []).map((server) => server.close()));
    await redis?.stop();
  });

  it("counts one user's writes on both servers against one limit, in Redis", async () => {
    const writer = await createUser(servers[0], "Buyer");
    await shareUser(servers[0], servers[1], writer);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await injectAs(servers[i % 2]!, writer, {
        method: "PATCH",
        url: `/api/products/reported/${randomUUID()}`,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json<ApiError>().code).toBe("RATE_LIMITED");
      }
    }
    expect(statuses.slice(0, 6).every((status) => status !== 429)).toBe(true);
    expect(statuses[6]).toBe(429);
    const keys = await servers[0].redis!.keys("bechedaw:limits:writes:*");
    expect(keys.length).toBeGreaterThan(0);
  });

  it("counts photo uploads on both servers against their own, tighter limit", async () => {
    const seller = await createUser(servers[0], "Seller");
    await shareUser(servers[0], servers[1], seller);
    const photo = await testJpeg();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await uploadImage(servers[i % 2]!, seller, photo)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("counts sign-in guesses from one address on both servers against one limit", async () => {
    const victim = await createUser(servers[0], "Seller");
    const remoteAddress = nextClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await guessPassword(servers[i % 2]!, victim.email, remoteAddress, i);
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json<ApiError>().code).toBe("RATE_LIMITED");
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(await servers[1].redis!.keys("bechedaw:limits:auth:*")).not.toHaveLength(0);
  });

  it("reports Redis in /api/ready while it answers", async () => {
    const response = await servers[1].inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json<ReadyResponse>().checks.redis).toBe("ok");
  });
});

describe.runIf(runs)("Redis unreachable", () => {
  let redis: TestRedisServer;
  let app: FastifyInstance;
  let isClosed = false;
  beforeAll(async () => {
    requireRedisServer();
    redis = await startTestRedisServer();
    app = await createTestApp({
      REDIS_URL: redis.url,
      WRITE_RATE_LIMIT: "3",
      AUTH_RATE_LIMIT: "2",
    });
    await redis.stop();
  });
  afterAll(async () => {
    if (!isClosed) await app?.close();
    await redis?.stop();
  });

  it("makes /api/ready answer 503 naming redis, and only redis", async () => {
    const response = await app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    const body = response.json<ReadyResponse>();
    expect(body.status).toBe("not-ready");
    expect(body.checks).toEqual({
      database: "ok",
      migrations: "ok",
      storage: "ok",
      redis: "redis unreachable",
    });
  });

  it("lets writes through (fail open), quickly, instead of failing them", async () => {
    const writer = await createUser(app, "Buyer");
    const started = Date.now();
    for (let i = 0; i < 5; i++) {
      const response = await injectAs(app, writer, {
        method: "PATCH",
        url: `/api/products/reported/${randomUUID()}`,
      });
      // The write's own answer (no such phone), never 429 nor 500.
      expect(response.statusCode).toBe(404);
    }
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("still limits sign-in guesses, counted in this server", async () => {
    const victim = await createUser(app, "Seller");
    const remoteAddress = nextClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await guessPassword(app, victim.email, remoteAddress, i)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });

  it("stops trying to reach Redis when the app closes", async () => {
    const client = app.redis!;
    let attempts = 0;
    client.on("connecting", () => (attempts += 1));
    client.on("reconnecting", () => (attempts += 1));
    isClosed = true;
    await app.close();
    // Longer than the longest pause between two attempts (2 s).
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(attempts).toBe(0);
  });
});

describe.runIf(runs)("Redis client lifetime", () => {
  it("is connected while the app runs and closed with it", async () => {
    requireRedisServer();
    const redis = await startTestRedisServer();
    try {
      const app = await createTestApp({ REDIS_URL: redis.url });
      const client = app.redis!;
      expect(await client.ping()).toBe("PONG");
      await app.close();
      expect(client.status).toBe("end");
    } finally {
      await redis.stop();
    }
  });

  it("is absent without REDIS_URL", async () => {
    const app = await createTestApp();
    expect(app.redis).toBeUndefined();
    const response = await app.inject({ method: "GET", url: "/api/ready" });
    expect(response.json<ReadyResponse>().checks).not.toHaveProperty("redis");
    await app.close();
  });
});
