import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers";

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const APP_JS = 'console.log("BecheDaw");';

let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-web-"));
  fs.writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js"), APP_JS);
  fs.writeFileSync(path.join(webDist, "robots.txt"), "User-agent: *\n");
  app = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers["content-security-policy"]);
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
}

describe("the built web app", () => {
  it("serves a hashed asset cached for a year as immutable", async () => {
    const response = await get("/assets/app-abc123.js");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(APP_JS);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    const cacheControl = String(response.headers["cache-control"]);
    expect(cacheControl).toContain("immutable");
    expect(cacheControl).toContain("max-age=31536000");
  });

  it.each(["/", "/some/spa/path", "/dashboard/All-buyer?tab=1", "/login"])(
    "answers %s with index.html, never cached",
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("caches an unhashed file for an hour only", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("answers a missing hashed asset with a JSON 404, never the page's HTML", async () => {
    const response = await get("/assets/app-gone999.js");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(String(response.headers["cache-control"])).not.toContain("immutable");
  });

  it.each([
    ["GET", "/api/unknown"],
    ["GET", "/api"],
    ["POST", "/some/spa/path"],
    ["DELETE", "/api/users/userrole/someone@example.com"],
  ] as const)("answers %s %s with a JSON 404", async (method, url) => {
    const response = await app.inject({ method, url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json<ApiError>()).toMatchObject({ statusCode: 404, code: "NOT_FOUND" });
  });

  it.each(["/assets/app-abc123.js", "/some/spa/path", "/api/unknown", "/api/health", "/api/jwt"])(
    "sends the security headers on %s",
    async (url) => {
      expectSecurityHeaders(await get(url));
    },
  );
});

describe("GET /api/docs", () => {
  it("returns the OpenAPI document with the API's paths", async () => {
    const response = await get("/api/docs");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    const doc = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/jwt",
        "/api/users/userrole/{email}",
        "/api/auth/sign-up/email",
        "/api/auth/sign-in/email",
      ]),
    );
    expect(Object.keys(doc.paths)).not.toContain("/api/docs");
  });
});
