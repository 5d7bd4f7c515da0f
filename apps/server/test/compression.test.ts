import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../src/modules/demo/demo.seed";
import { createTestApp } from "./helpers";

// A hashed script with the brotli and gzip copies the web build writes beside it.
const APP_JS = `export const phones = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `phone ${i}`))};`;

// As big as the real one (about 2 KB of preloads and styles).
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>BecheDaw</title>${'<link rel="modulepreload" href="/assets/chunk.js">'.repeat(40)}</head><body></body></html>`;

let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-web-"));
  fs.writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);
  fs.mkdirSync(path.join(webDist, "assets"));
  const script = path.join(webDist, "assets", "app-abc123.js");
  fs.writeFileSync(script, APP_JS);
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(APP_JS));
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(APP_JS));
  app = await createTestApp({ WEB_DIST: webDist });
  await seedDemo(app);
}, 120_000);
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

describe("pre-compressed web assets", () => {
  it("sends the brotli copy to a client that accepts br", async () => {
    const response = await get("/assets/app-abc123.js", { "accept-encoding": "gzip, br" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(String(response.headers["cache-control"])).toContain("immutable");
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it("sends the gzip copy to a client that accepts only gzip", async () => {
    const response = await get("/assets/app-abc123.js", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(response.rawPayload).toString()).toBe(APP_JS);
  });

  it("sends the plain file to a client that accepts neither", async () => {
    for (const headers of [{}, { "accept-encoding": "identity" }] as Record<string, string>[]) {
      const response = await get("/assets/app-abc123.js", headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body).toBe(APP_JS);
    }
  });

  it("answers a revalidation with 304 for the same encoding", async () => {
    const first = await get("/assets/app-abc123.js", { "accept-encoding": "br" });
    const etag = String(first.headers.etag);
    expect(etag).not.toBe("undefined");
    const again = await get("/assets/app-abc123.js", {
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });
});

describe("compressed answers", () => {
  it("compresses a big JSON list with brotli or gzip, as accepted", async () => {
    const plain = await get("/api/products?category=Apple");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(2048);

    const br = await get("/api/products?category=Apple", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get("/api/products?category=Apple", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it("leaves a small JSON answer as it is", async () => {
    const response = await get("/api/health", { "accept-encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("never compresses an image, which is compressed already", async () => {
    const list = await get("/api/products?category=Apple");
    const [product] = list.json<{ img: string }[]>();
    const image = await get(product!.img, { "accept-encoding": "br, gzip" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toMatch(/^image\//);
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.rawPayload.subarray(8, 12).toString()).toBe("WEBP");
  });

  it("compresses the page's HTML, which keeps its language headers", async () => {
    const page = await get("/login", { "accept-encoding": "gzip" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(page.rawPayload).toString()).toContain(
      "<title>Login · BecheDaw</title>",
    );
    const vary = String(page.headers.vary);
    expect(vary).toContain("Accept-Language");
    expect(vary).toMatch(/accept-encoding/i);
  });
});
