import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { ORIGIN, createTestApp } from "../../../test/helpers";

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const PROXY = "10.0.0.5";

/** A wrong sign-in through the proxy, for the client the proxy names. */
function wrongSignIn(server: FastifyInstance, client: string) {
  return server.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { ...ORIGIN, "x-forwarded-for": client },
    remoteAddress: PROXY,
    payload: { email: "nobody@example.com", password: "wrong-password-1" },
  });
}

describe("TRUST_PROXY and the sign-in limit", () => {
  it("behind a trusted proxy, each client the proxy names has a limit of its own", async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT: "2", TRUST_PROXY: "1" });
    for (let i = 0; i < 2; i++)
      expect((await wrongSignIn(app, "198.51.100.1")).statusCode).toBe(401);
    expect((await wrongSignIn(app, "198.51.100.1")).statusCode).toBe(429);
    expect((await wrongSignIn(app, "198.51.100.2")).statusCode).toBe(401);
  });

  it("trusts a proxy named by its address", async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT: "1", TRUST_PROXY: "10.0.0.0/8" });
    expect((await wrongSignIn(app, "198.51.100.1")).statusCode).toBe(401);
    expect((await wrongSignIn(app, "198.51.100.2")).statusCode).toBe(401);
  });

  it("without TRUST_PROXY ignores X-Forwarded-For, so a client cannot pick a fresh bucket", async () => {
    app = await createTestApp({ AUTH_RATE_LIMIT: "2" });
    for (let i = 0; i < 2; i++)
      expect((await wrongSignIn(app, `198.51.100.${i}`)).statusCode).toBe(401);
    expect((await wrongSignIn(app, "198.51.100.9")).statusCode).toBe(429);
  });
});
