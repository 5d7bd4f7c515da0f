import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/helpers";
import { BOOT_SCRIPT, bootScriptTag } from "@bechedaw/shared/boot";

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>BecheDaw</title></head><body><div id="root"></div>' +
  `${bootScriptTag("/assets/app-abc123.js", [])}</body></html>`;
const MANIFEST = {
  "src/locales/bn/index.ts": { file: "assets/bn-1.js", imports: ["_compile.js"] },
  "src/locales/en/index.ts": { file: "assets/en-1.js", imports: ["_compile.js"] },
  "_compile.js": { file: "assets/compile-1.js" },
  "src/pages/auth/login-page.tsx": { file: "assets/login-page-1.js", imports: ["_form.js"] },
  "_form.js": { file: "assets/form-1.js", imports: ["_compile.js"] },
  "src/pages/home/home-page.tsx": { file: "assets/home-page-1.js" },
  "src/pages/find/search-page.tsx": { file: "assets/search-page-1.js" },
  "src/locales/en/find-index.ts": { file: "assets/find-en-1.js" },
  "src/locales/bn/find-index.ts": { file: "assets/find-bn-1.js" },
  "src/locales/en/login-index.ts": { file: "assets/login-en-1.js" },
  "src/locales/bn/login-index.ts": { file: "assets/login-bn-1.js" },
};
const APP_JS = 'console.log("BecheDaw");';

let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-web-"));
  fs.writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);
  fs.mkdirSync(path.join(webDist, "assets"));
  fs.writeFileSync(path.join(webDist, "assets", "app-abc123.js"), APP_JS);
  fs.writeFileSync(path.join(webDist, "favicon.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(webDist, ".vite"));
  fs.writeFileSync(path.join(webDist, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  app = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: "GET", url });

/** The files the page's loader adds after the first paint (packages/shared/src/boot.ts). */
function preloadsOf(html: string): string[] {
  return /data-preload="([^"]*)"/.exec(html)?.[1]?.split(" ") ?? [];
}

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
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.headers["cache-control"]).toBe("no-cache");
    },
  );

  it("serves the page in English, with its title and the English catalog preloaded", async () => {
    const response = await get("/login");
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain("<title>Login · BecheDaw</title>");
    expect(preloadsOf(response.body)).toContain("/assets/en-1.js");
    expect(preloadsOf(response.body)).toContain("/assets/compile-1.js");
    expect(response.body).not.toContain("bn-1.js");
    expect(response.headers["content-language"]).toBe("en");
    expect(String(response.headers.vary)).toContain("Accept-Language");
  });

  it("allows the page's loader, and no other inline script, by its hash", async () => {
    const response = await get("/login");
    const hash = createHash("sha256").update(BOOT_SCRIPT).digest("base64");
    const scriptSrc = String(response.headers["content-security-policy"])
      .split(";")
      .find((directive) => directive.startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
    expect(response.body).toContain(`>${BOOT_SCRIPT}</script></body>`);
    expect(response.body).toContain('data-entry="/assets/app-abc123.js"');
    expect(preloadsOf(response.body)).not.toContain("/assets/app-abc123.js");
  });

  it("preloads the code of the page asked for, its imports included, and no other page's", async () => {
    const login = (await get("/login")).body;
    expect(preloadsOf(login)).toContain("/assets/login-page-1.js");
    expect(preloadsOf(login)).toContain("/assets/form-1.js");
    expect(preloadsOf(login)).toContain("/assets/login-en-1.js");
    expect(login).not.toContain("login-bn-1.js");
    expect(login.match(/compile-1\.js/g)).toHaveLength(1);
    expect(login).not.toContain("home-page-1.js");
    expect(preloadsOf((await get("/")).body)).toContain("/assets/home-page-1.js");
    expect((await get("/dashboard")).body).not.toContain("page-1.js");
  });

  it("preloads the search page and its catalog part, in the page's language, on a category page", async () => {
    for (const url of ["/category/Apple", "/phones?q=pixel"]) {
      const body = (await get(url)).body;
      expect(preloadsOf(body)).toContain("/assets/search-page-1.js");
      expect(preloadsOf(body)).toContain("/assets/find-en-1.js");
      expect(body).not.toContain("find-bn-1.js");
    }
    expect(preloadsOf((await get("/category/Apple?lang=bn")).body)).toContain(
      "/assets/find-bn-1.js",
    );
  });

  it("follows the browser's Accept-Language on a first visit", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/category/apple",
      headers: { "accept-language": "bn-BD,bn;q=0.9,en;q=0.8" },
    });
    expect(response.body).toContain('<html lang="bn">');
    expect(response.body).toContain("<title>অ্যাপল ফোন · BecheDaw</title>");
    expect(preloadsOf(response.body)).toContain("/assets/bn-1.js");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("keeps the language cookie over the browser's language", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/blogs",
      headers: { "accept-language": "bn", cookie: "other=1; bechedaw_lang=en" },
    });
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain("<title>Blogs · BecheDaw</title>");
  });

  it("lets ?lang= on a shared link override the cookie, and remembers it", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/dashboard/my-orders?lang=bn",
      headers: { cookie: "bechedaw_lang=en" },
    });
    expect(response.body).toContain('<html lang="bn">');
    expect(response.body).toContain("<title>আমার অর্ডার · BecheDaw</title>");
    expect(String(response.headers["set-cookie"])).toMatch(/^bechedaw_lang=bn; Path=\/;/);
  });

  it("never writes an unknown category or language from the URL into the page", async () => {
    const response = await get("/category/%3Cscript%3E?lang=%3Cx%3E");
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain("<title>Phones · BecheDaw</title>");
    expect(response.body).not.toContain("<script>");
  });

  it("caches an unhashed file for an hour only", async () => {
    const response = await get("/favicon.svg");
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
    expect(response.json<ApiError>()).toMatchObject({ statusCode: 404, code: "ROUTE_NOT_FOUND" });
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
