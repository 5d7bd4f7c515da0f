import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  createTestApp,
  createTestProduct,
  createUser,
  type TestUser,
} from "../../../test/helpers";
import { loadConfig } from "../../config";
import { publicUrlOf } from "../../plugins/public-url";
import { escapeXml, SitemapCache } from "./products.sitemap.service";
import { products } from "./products.tables";

const PER_FILE = 2;

let app: FastifyInstance;
let seller: TestUser;
let available: string[];
let sold: string;

beforeAll(async () => {
  app = await createTestApp({ SITEMAP_URLS_PER_FILE: String(PER_FILE), SITEMAP_MAX_AGE: "0" });
  seller = await createUser(app, "Seller");
  available = [];
  for (let i = 0; i < 5; i++) available.push(await createTestProduct(app, seller));
  sold = await createTestProduct(app, seller);
  await app.db.update(products).set({ status: "sold" }).where(eq(products.id, sold));
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

describe("GET /sitemap.xml", () => {
  it("is an index of the pages' file and one file per few phones, as absolute URLs", async () => {
    const response = await get("/sitemap.xml");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    expect(response.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<sitemapindex /);
    expect(response.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(locs(response.body)).toEqual([
      `${BASE_URL}/sitemaps/pages.xml`,
      `${BASE_URL}/sitemaps/phones-1.xml`,
      `${BASE_URL}/sitemaps/phones-2.xml`,
      `${BASE_URL}/sitemaps/phones-3.xml`,
    ]);
  });

  it("lists the public pages: home, blogs, search and every brand", async () => {
    const response = await get("/sitemaps/pages.xml");
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(locs(response.body)).toEqual(
      ["/", "/blogs", "/phones", "/category/Apple", "/category/Samsung", "/category/Oppo"].map(
        (path) => `${BASE_URL}${path}`,
      ),
    );
  });

  it("pages every available phone into files, newest first, each once with its date", async () => {
    const files = await Promise.all([1, 2, 3].map((n) => get(`/sitemaps/phones-${n}.xml`)));
    const pages = files.map((file) => {
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("application/xml; charset=utf-8");
      expect(file.body).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset /);
      return locs(file.body);
    });
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect(pages.flat()).toEqual(available.toReversed().map((id) => `${BASE_URL}/phones/${id}`));
    expect(pages.flat()).not.toContain(`${BASE_URL}/phones/${sold}`);
    const lastmods = [...files[0]!.body.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)];
    expect(lastmods).toHaveLength(2);
    for (const [, lastmod] of lastmods) {
      expect(lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(Math.abs(Date.parse(lastmod!) - Date.now())).toBeLessThan(10 * 60_000);
    }
  });

  it("follows a sale and a new listing", async () => {
    const before = locs((await get("/sitemaps/phones-1.xml")).body);
    const added = await createTestProduct(app, seller);
    const [first] = available;
    await app.db.update(products).set({ status: "sold" }).where(eq(products.id, first!));
    const after = locs((await get("/sitemaps/phones-1.xml")).body);
    expect(after[0]).toBe(`${BASE_URL}/phones/${added}`);
    expect(after).not.toEqual(before);
    const all = await Promise.all([1, 2, 3].map((n) => get(`/sitemaps/phones-${n}.xml`)));
    const urls = all.flatMap((file) => locs(file.body));
    expect(urls).toHaveLength(5);
    expect(urls).not.toContain(`${BASE_URL}/phones/${first}`);
    await app.db.update(products).set({ status: "available" }).where(eq(products.id, first!));
    await app.db.delete(products).where(eq(products.id, added));
  });

  it.each([
    "phones-4.xml",
    "phones-0.xml",
    "phones-01.xml",
    "phones-1.xml.gz",
    "other.xml",
    "%3Cx%3E",
  ])("answers /sitemaps/%s with a JSON 404", async (file) => {
    const response = await get(`/sitemaps/${file}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
  });
});

describe("sitemap files", () => {
  it("go gzipped, as built, to a crawler that takes gzip", async () => {
    const plain = await get("/sitemaps/phones-1.xml");
    const gzipped = await get("/sitemaps/phones-1.xml", { "accept-encoding": "br, gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(String(gzipped.headers.vary)).toContain("Accept-Encoding");
    expect(gunzipSync(gzipped.rawPayload).toString("utf8")).toBe(plain.body);
  });

  it("are built once per max age and shared in between", async () => {
    const options = { urlsPerFile: PER_FILE, maxAgeSeconds: 3600 };
    const cache = new SitemapCache(app.db, options);
    const first = await cache.get(BASE_URL);
    expect(await cache.get(BASE_URL)).toBe(first);
    const added = await createTestProduct(app, seller);
    expect(locs((await cache.get(BASE_URL)).phones[0]!.xml)).not.toContain(
      `${BASE_URL}/phones/${added}`,
    );
    const fresh = new SitemapCache(app.db, { ...options, maxAgeSeconds: 0 });
    expect(locs((await fresh.get(BASE_URL)).phones[0]!.xml)[0]).toBe(`${BASE_URL}/phones/${added}`);
    await app.db.delete(products).where(eq(products.id, added));
  });
});

describe("escapeXml", () => {
  it("escapes the five characters XML reserves", () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe("a&amp;b&lt;c&gt;&quot;d&apos;");
  });
});

describe("GET /robots.txt", () => {
  it("keeps crawlers out of the dashboards and the API and names the sitemap by its full URL", async () => {
    const response = await get("/robots.txt", { host: "evil.example" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const lines = response.body.split("\n");
    expect(lines).toEqual(
      expect.arrayContaining([
        "User-agent: *",
        "Disallow: /dashboard",
        "Disallow: /api/",
        `Sitemap: ${BASE_URL}/sitemap.xml`,
      ]),
    );
  });
});

describe("publicUrlOf", () => {
  const request = (host: string, protocol = "http") => ({ host, protocol }) as FastifyRequest;

  it("is BASE_URL when it is set, whatever the request's host", () => {
    const config = loadConfig({ BASE_URL: "https://bechedaw.example/" });
    expect(publicUrlOf(request("evil.example"), config)).toBe("https://bechedaw.example");
  });

  it("is the address asked at without BASE_URL, when that address is trusted", () => {
    const config = loadConfig({ PORT: "8080" });
    expect(publicUrlOf(request("127.0.0.1:8080"), config)).toBe("http://127.0.0.1:8080");
    expect(publicUrlOf(request("localhost:8080"), config)).toBe("http://localhost:8080");
    expect(publicUrlOf(request("evil.example"), config)).toBe("http://localhost:8080");
    expect(publicUrlOf(request("localhost:8080", "https"), config)).toBe("http://localhost:8080");
  });
});
