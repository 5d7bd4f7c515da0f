import { gunzipSync } from "node:zlib";
import { BRANDS } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  createTestApp,
  createTestAppPair,
  createTestProduct,
  createUser,
  injectAs,
  type TestUser,
} from "../../../test/helpers";
import { loadConfig } from "../../config";
import { publicUrlOf } from "../../plugins/public-url";
import { escapeXml, SitemapCache } from "./catalogue.sitemap.service";
import { products } from "../listings/listings.tables";

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
      ["/", "/blogs", "/phones", ...BRANDS.map((brand) => `/category/${brand}`)].map(
        (path) => `${BASE_URL}${path}`,
      ),
    );
    // Every brand's page, the original site's three first.
    expect(locs(response.body).slice(3, 7)).toEqual(
      ["Apple", "Samsung", "Oppo", "Xiaomi"].map((brand) => `${BASE_URL}/category/${brand}`),
    );
    expect(locs(response.body)).toContain(`${BASE_URL}/category/Walton`);
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

/** Every phone page the sitemap names now, through its index and files. */
async function sitemapPhones(server: FastifyInstance): Promise<string> {
  const index = await server.inject({ method: "GET", url: "/sitemap.xml" });
  const files = locs(index.body).map((loc) => (loc ?? "").slice(BASE_URL.length));
  const bodies = await Promise.all(
    files.map(async (file) => (await server.inject({ method: "GET", url: file })).body),
  );
  return bodies.join("\n");
}

describe("a listing hidden while the sitemap is kept", () => {
  let cached: FastifyInstance;
  let admin: TestUser;
  let owner: TestUser;
  let kept: string;
  const listed = new Map<string, { id: string; seller: TestUser }>();

  const as = (who: TestUser, method: "DELETE" | "POST", url: string, payload?: object) =>
    injectAs(cached, who, { method, url, ...(payload && { payload }) });

  const hides: [string, (id: string, seller: TestUser) => Promise<unknown>][] = [
    ["deleted by its seller", (id, seller) => as(seller, "DELETE", `/api/products/${id}`)],
    ["deleted by an admin", (id) => as(admin, "DELETE", `/api/products/${id}`)],
    [
      "rejected by an admin",
      (id) => as(admin, "POST", `/api/admin/review/${id}/reject`, { reason: "Not a phone" }),
    ],
    ["its seller banned", (_id, seller) => as(admin, "POST", `/api/admin/users/${seller.id}/ban`)],
  ];

  beforeAll(async () => {
    cached = await createTestApp({ SITEMAP_MAX_AGE: "3600" });
    [admin, owner] = await Promise.all([createUser(cached, "Admin"), createUser(cached, "Seller")]);
    for (const [how] of hides) {
      const seller = await createUser(cached, "Seller");
      listed.set(how, { id: await createTestProduct(cached, seller), seller });
    }
    kept = await createTestProduct(cached, owner);
  });
  afterAll(async () => {
    await cached?.close();
  });

  it("keeps its files while nothing is hidden: a new listing waits for the next build", async () => {
    const before = await sitemapPhones(cached);
    for (const { id } of listed.values()) expect(before).toContain(id);
    const added = await createTestProduct(cached, owner);
    expect(await sitemapPhones(cached)).toBe(before);
    expect(before).not.toContain(added);
  });

  it.each(hides)("leaves the sitemap at once when %s", async (how, hide) => {
    const { id, seller } = listed.get(how)!;
    expect(await sitemapPhones(cached)).toContain(id);
    const response = (await hide(id, seller)) as { statusCode: number; body: string };
    expect(response.statusCode, response.body).toBe(200);
    const phones = await sitemapPhones(cached);
    expect(phones).not.toContain(id);
    expect(phones).toContain(kept);
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "leaves every server's sitemap when one server hides it",
    async () => {
      const servers = await createTestAppPair(process.env.TEST_DATABASE_URL!, {
        SITEMAP_MAX_AGE: "3600",
      });
      try {
        const [first, second] = servers;
        const seller = await createUser(first, "Seller");
        const id = await createTestProduct(first, seller);
        expect(await sitemapPhones(second)).toContain(id);
        const gone = await injectAs(first, seller, {
          method: "DELETE",
          url: `/api/products/${id}`,
        });
        expect(gone.statusCode).toBe(200);
        expect(await sitemapPhones(second)).not.toContain(id);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    },
  );
});
