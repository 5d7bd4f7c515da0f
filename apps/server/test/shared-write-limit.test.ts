import { randomUUID } from "node:crypto";
import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE_URL, createTestAppPair, createUser, injectAs, nextClientIp } from "./helpers";

const adminUrl = process.env.TEST_DATABASE_URL;

// Two servers on one PostgreSQL, as behind a load balancer (decision 032).
describe.runIf(adminUrl)("limits shared by two servers", () => {
  let servers: [FastifyInstance, FastifyInstance];
  beforeAll(async () => {
    servers = await createTestAppPair(adminUrl!, { WRITE_RATE_LIMIT: "6", AUTH_RATE_LIMIT: "4" });
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
  });

  it("counts one session's writes on both servers against one limit", async () => {
    const writer = await createUser(servers[0], "Buyer");
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const response = await injectAs(servers[i % 2]!, writer, {
        method: "PATCH",
        url: `/api/products/reported/${randomUUID()}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 6).every((status) => status !== 429)).toBe(true);
    expect(statuses[6]).toBe(429);
  });

  it("counts sign-in guesses from one address on both servers against one limit", async () => {
    const victim = await createUser(servers[0], "Seller");
    const remoteAddress = nextClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await servers[i % 2]!.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: { origin: BASE_URL },
        remoteAddress,
        payload: { email: victim.email, password: `guess-number-${i}` },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json<ApiError>().code).toBe("RATE_LIMITED");
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
  });
});
