import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WRITE_METHODS } from "../src/plugins/write-methods";
import {
  ORIGIN,
  createTestApp,
  createTestProduct,
  createUser,
  createUserFast,
  injectAs,
  nextClientIp,
  nonCanonicalSpellings,
  rawRequest,
  setCookies,
  testJpeg,
  uploadImage,
  type TestUser,
  tableFingerprint,
} from "./helpers";

// The defences at the edge of the app, in one place (SECURITY.md names this suite): guessing is
// limited, writes from other sites are refused on every route, cookies cannot be read by scripts
// or sent by other sites (and only over TLS when the site is served over HTTPS), and every answer
// (page, API, error) carries the security headers.

const SITE = ORIGIN.origin;
const EVIL = "http://evil.example";

/** Everything a refused request must leave untouched. */
const fingerprint = (app: FastifyInstance) =>
  tableFingerprint(app, ["user", "products", "bookings", "images", "product_reports"]);

type Operation = { method: string; url: string };

/** Every state-changing operation the API documents, with made-up ids in its path. */
async function writeOperations(app: FastifyInstance): Promise<Operation[]> {
  const docs = (await app.inject({ method: "GET", url: "/api/docs" })).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  return Object.entries(docs.paths).flatMap(([url, operations]) =>
    Object.keys(operations)
      .map((method) => method.toUpperCase())
      .filter((method) => WRITE_METHODS.has(method))
      .map((method) => ({ method, url: url.replace(/\{[^}]+\}/g, randomUUID()) })),
  );
}

/**
 * Bodies that pass validation of the auth routes, whose origin check (Better Auth's own) runs
 * after it: the other routes refuse a cross-site write before reading the body.
 */
const VALID_BODIES: Record<string, unknown> = {
  "/api/auth/sign-up/email": {
    name: "Far Away",
    email: "far@example.com",
    password: "correct-horse-1",
  },
  "/api/auth/sign-in/email": { email: "far@example.com", password: "correct-horse-1" },
  "/api/auth/sign-in/social": { provider: "google" },
  "/api/auth/update-user": { name: "Renamed From Afar" },
  "/api/auth/send-verification-email": { email: "far@example.com" },
  "/api/auth/request-password-reset": { email: "far@example.com" },
};

const CROSS_SITE_CODES = ["CROSS_SITE_REQUEST", "INVALID_ORIGIN", "MISSING_OR_NULL_ORIGIN"];

describe("with the site on plain HTTP", () => {
  let app: FastifyInstance;
  let seller: TestUser;
  let webDist: string;

  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-edge-web-"));
    fs.writeFileSync(
      path.join(webDist, "index.html"),
      '<!doctype html><html lang="en"><head><title>BecheDaw</title></head><body></body></html>',
    );
    // Small limits so the test can reach them; everything else as in production.
    app = await createTestApp({ WEB_DIST: webDist, WRITE_RATE_LIMIT: "6" });
    seller = await createUser(app, "Seller");
    await createTestProduct(app, seller);
  });
  afterAll(async () => {
    await app?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  describe("guessing passwords", () => {
    it("gets 429 after 10 tries a minute, even for the right password on the 11th", async () => {
      const remoteAddress = nextClientIp();
      const attempt = (password: string) =>
        app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          headers: ORIGIN,
          remoteAddress,
          payload: { email: seller.email, password },
        });
      for (let i = 0; i < 10; i++)
        expect((await attempt(`guess-number-${i}`)).statusCode).toBe(401);
      const limited = await attempt(seller.password);
      expect(limited.statusCode).toBe(429);
      expect(limited.json<ApiError>().code).toBe("RATE_LIMITED");
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
      expect(limited.headers["set-cookie"]).toBeUndefined();
    });
  });

  describe("writes", () => {
    it("are limited per session: the seventh in a minute gets 429 with Retry-After", async () => {
      const writer = await createUser(app, "Buyer");
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) {
        const response = await injectAs(app, writer, {
          method: "PATCH",
          url: `/api/products/reported/${randomUUID()}`,
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json<ApiError>().code).toBe("RATE_LIMITED");
          expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
        }
      }
      expect(statuses.slice(0, 6).every((status) => status !== 429)).toBe(true);
      expect(statuses[6]).toBe(429);
    });

    it("carrying the session cookie are refused from another site on every route", async () => {
      const operations = await writeOperations(app);
      expect(operations.length).toBeGreaterThan(10);
      const before = await fingerprint(app);
      for (const { method, url } of operations) {
        for (const origin of [EVIL, undefined]) {
          const response = await app.inject({
            method: method as "POST",
            url,
            // A fresh address each time: the refusal must come from the origin check, not a limit.
            remoteAddress: nextClientIp(),
            headers: {
              cookie: seller.cookie,
              "content-type": "application/json",
              ...(origin ? { origin } : {}),
            },
            payload: JSON.stringify(VALID_BODIES[url] ?? {}),
          });
          const label = `${method} ${url} from ${origin ?? "no Origin"}`;
          expect(response.statusCode, label).toBe(403);
          expect(CROSS_SITE_CODES, label).toContain(response.json<ApiError>().code);
        }
      }
      expect(await fingerprint(app)).toEqual(before);
    });

    it("from the site's own pages go through", async () => {
      const response = await uploadImage(app, seller, await testJpeg());
      expect(response.statusCode).toBe(200);
    });
  });

  describe("paths in another spelling", () => {
    it("are refused before any handler: no cross-site ban, no unlimited writes", async () => {
      const admin = await createUserFast(app, "Admin", "Keeper Person");
      const target = await createUserFast(app, "Buyer");
      const writer = await createUserFast(app, "Buyer");
      const before = await fingerprint(app);
      for (const spelled of nonCanonicalSpellings(`/api/admin/users/${target.id}/ban`)) {
        // Another site's page, with the admin's cookie: what `fetch(…, {mode: "no-cors",
        // credentials: "include"})` sends.
        const request = {
          method: "POST",
          path: spelled.path,
          headers: { cookie: admin.cookie, origin: EVIL, "content-type": "application/json" },
          body: "{}",
        };
        const response = spelled.raw
          ? await rawRequest(app, request)
          : await app.inject({
              method: "POST",
              url: spelled.path,
              headers: request.headers,
              payload: request.body,
            });
        expect(response.statusCode, `${spelled.name}: ${response.body}`).toBe(400);
        expect((JSON.parse(response.body) as ApiError).code, spelled.name).toBe("BAD_URL");
      }
      // More writes than the limit allows, each in a spelling: none reaches a handler.
      for (let i = 0; i < 8; i++) {
        const response = await injectAs(app, writer, {
          method: "PATCH",
          url: `/%61pi/products/reported/${randomUUID()}`,
        });
        expect(response.statusCode).toBe(400);
      }
      expect(await fingerprint(app)).toEqual(before);
    });
  });

  describe("cookies", () => {
    it("are HttpOnly and SameSite=Lax, and not Secure on plain HTTP", async () => {
      const response = await app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: ORIGIN,
        remoteAddress: nextClientIp(),
        payload: { email: seller.email, password: seller.password },
      });
      expect(response.statusCode).toBe(200);
      const cookies = setCookies(response.headers["set-cookie"]);
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) {
        expect(cookie).toMatch(/; HttpOnly/i);
        expect(cookie).toMatch(/; SameSite=Lax/i);
        expect(cookie).not.toMatch(/; Secure/i);
      }
    });
  });

  describe("security headers", () => {
    function expectHeaders(response: LightMyRequestResponse, label: string) {
      const csp = String(response.headers["content-security-policy"]);
      expect(csp, label).toContain("default-src 'self'");
      expect(csp, label).toContain("script-src 'self'");
      expect(csp, label).toContain("object-src 'none'");
      expect(csp, label).toContain("frame-ancestors 'none'");
      expect(response.headers["x-content-type-options"], label).toBe("nosniff");
      expect(response.headers["referrer-policy"], label).toBe("no-referrer");
      expect(response.headers["x-frame-options"], label).toBe("SAMEORIGIN");
    }

    it("are on pages, API answers and every kind of error", async () => {
      const big = "x".repeat(2 * 1024 * 1024);
      const answers: [string, Promise<LightMyRequestResponse>][] = [
        ["a page", app.inject({ method: "GET", url: "/" })],
        ["a deep page", app.inject({ method: "GET", url: "/category/Apple" })],
        ["an API list", app.inject({ method: "GET", url: "/api/advertisedProducts" })],
        ["the API docs", app.inject({ method: "GET", url: "/api/docs" })],
        ["a 404", app.inject({ method: "GET", url: "/api/nothing-here" })],
        ["a bad URL", app.inject({ method: "GET", url: "/api/users/seller/%ED%A0%80" })],
        ["a 401", app.inject({ method: "GET", url: "/api/myProducts" })],
        [
          "a cross-site 403",
          injectAs(app, seller, { method: "POST", url: "/api/images", headers: { origin: EVIL } }),
        ],
        [
          "a 400",
          injectAs(app, seller, { method: "POST", url: "/api/products", payload: { name: "" } }),
        ],
        [
          "a 413",
          app.inject({
            method: "POST",
            url: "/api/auth/sign-in/email",
            headers: { ...ORIGIN, "content-type": "application/json" },
            payload: JSON.stringify({ email: big }),
          }),
        ],
        [
          "a 415",
          app.inject({
            method: "POST",
            url: "/api/auth/sign-in/email",
            headers: { ...ORIGIN, "content-type": "text/plain" },
            payload: "hello",
          }),
        ],
      ];
      for (const [label, pending] of answers) {
        const response = await pending;
        expect(response.statusCode, label).toBeLessThan(500);
        expectHeaders(response, label);
      }
    });
  });
});

describe("with the site on HTTPS", () => {
  const HTTPS_SITE = "https://shop.example";
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp({ BASE_URL: HTTPS_SITE });
  });
  afterAll(() => app?.close());

  it("sends cookies only over TLS, under the __Secure- prefix, and they still work", async () => {
    const credentials = {
      name: "Secure Person",
      email: "secure@example.com",
      password: "correct-horse-1",
    };
    const headers = { origin: HTTPS_SITE };
    const signUp = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers,
      remoteAddress: nextClientIp(),
      payload: credentials,
    });
    expect(signUp.statusCode).toBe(200);
    const signIn = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers,
      remoteAddress: nextClientIp(),
      payload: { email: credentials.email, password: credentials.password },
    });
    expect(signIn.statusCode).toBe(200);
    const cookies = setCookies(signIn.headers["set-cookie"]);
    const session = cookies.find((c) => c.startsWith("__Secure-bechedaw.session_token="));
    expect(session).toBeDefined();
    for (const cookie of cookies) {
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; SameSite=Lax/i);
    }
    const cookie = session!.split(";")[0]!;
    const me = await app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie },
    });
    expect(me.json<{ user: { email: string } }>().user.email).toBe(credentials.email);
    // The origin check knows the prefixed cookie too: another site cannot write with it.
    const crossSite = await app.inject({
      method: "POST",
      url: "/api/images",
      headers: { cookie, origin: SITE },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json<ApiError>().code).toBe("CROSS_SITE_REQUEST");
  });
});
