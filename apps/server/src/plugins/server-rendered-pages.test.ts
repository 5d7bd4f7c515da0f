import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { QuerySeed } from "@bechedaw/shared/query-seed";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUser,
  injectAs,
  type TestUser,
} from "../../test/helpers";

/**
 * The real web build, made once for this file (~5 s), inside the web app's node_modules so the
 * server-side module's imports (React and the rest) resolve as they do from apps/web/dist.
 */
const webApp = path.resolve(import.meta.dirname, "../../../web");
const builtDist = path.join(webApp, "node_modules", `.ssr-test-${process.pid}`);
const SEED_BLOCK = /<script type="application\/json" id="query-seed">([^<]*)<\/script>/;

let app: FastifyInstance;
let seller: TestUser;
let first: { id: string; photo: string };

beforeAll(async () => {
  const build = spawnSync("npx", ["vite", "build", "--outDir", builtDist, "--emptyOutDir"], {
    cwd: webApp,
    encoding: "utf8",
  });
  if (build.status !== 0) throw new Error(`web build failed: ${build.stderr}`);
  app = await createTestApp({ WEB_DIST: builtDist });
  seller = await createUser(app, "Seller", "Rahim Uddin");
  const id = await createTestProduct(app, seller, {
    name: "Galaxy S21 </script><script>alert(1)</script>",
    brand: "Samsung",
    description: {
      resalePrice: 45000,
      originalPrice: 90000,
      yearsOfUse: "6 months",
      location: "Chittagong",
      text: "Boxed, with charger.",
    },
  });
  const detail = await app.inject({ method: "GET", url: `/api/products/${id}` });
  first = { id, photo: detail.json<{ img: string }>().img };
}, 180_000);
afterAll(async () => {
  await app?.close();
  fs.rmSync(builtDist, { recursive: true, force: true });
});

const page = (url: string) => app.inject({ method: "GET", url });
/** The text between the page's `#root` and the loader: what the server drew, and its seed. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const seedOf = (html: string): QuerySeed | undefined => {
  const json = SEED_BLOCK.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as QuerySeed);
};
const idsIn = (seed: QuerySeed | undefined) =>
  (
    seed?.[0]?.data as { pages: { products: { _id: string }[] }[] } | undefined
  )?.pages[0]?.products.map((product) => product._id);

describe("a category page drawn by the server (decision 036)", () => {
  it("holds the first phones, their prices and photos, and the data to hydrate with", async () => {
    const response = await page("/category/Samsung");
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain("Galaxy S21 &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(root).toContain("৳45,000");
    expect(root).toContain("Chittagong");
    const card = first.photo.replace(/\.webp$/, "-card.webp");
    expect(root).toContain(`srcSet="${card} 480w, ${first.photo} 1200w"`);
    expect(root).toContain('loading="eager"');
    // The seed is the API's own answer, under the search page's query key.
    const seed = seedOf(response.body);
    expect(seed?.[0]?.key).toEqual(["products", "search", "category=Samsung"]);
    const list = await app.inject({ method: "GET", url: "/api/products?category=Samsung" });
    expect(seed?.[0]?.data).toEqual({
      pages: [{ products: list.json<unknown[]>(), nextCursor: null, count: "1" }],
      pageParams: [null],
    });
    // A name that closes the block stays inside it; the page's only executable script is the loader.
    expect(SEED_BLOCK.exec(response.body)?.[1]).toContain("\\u003c/script>");
    expect(response.body.match(/<script(?![^>]*type="application\/json")/g)).toHaveLength(1);
    // The browser has the answer: no preload of it, only of the first photo.
    expect(response.body).not.toContain('as="fetch"');
    expect(response.body).toContain(`<link rel="preload" as="image" imagesrcset="${card} 480w`);
  });

  it("names the seller without their email address, in the HTML and in the seed", async () => {
    const response = await page("/category/Samsung");
    expect(seedOf(response.body)).toBeDefined();
    expect(response.body).toContain("Rahim Uddin");
    expect(response.body.toLowerCase()).not.toContain(seller.email.toLowerCase());
    expect(response.body).not.toMatch(/"sellerEmail"/);
  });

  it("is drawn in the request's language", async () => {
    const response = await page("/category/Samsung?lang=bn");
    expect(response.body).toContain('<html lang="bn"');
    const root = rootOf(response.body);
    expect(root).toContain("৳৪৫,০০০");
    expect(root).toContain("চট্টগ্রাম");
    expect(root).toContain("সর্বশেষ পাওয়া যাচ্ছে এমন ফোন");
    expect(root).not.toContain("Latest Available Phones");
    expect(idsIn(seedOf(response.body))).toEqual([first.id]);
    // English again, right after: one language never leaks into the other's page.
    const english = rootOf((await page("/category/Samsung?lang=en")).body);
    expect(english).toContain("Latest Available Phones");
    expect(english).not.toContain("৳৪৫,০০০");
  });

  it("draws two languages at once each in its own", async () => {
    const [bn, en] = await Promise.all([
      page("/category/Apple?lang=bn"),
      page("/category/Apple?lang=en"),
    ]);
    expect(bn.body).toContain("সর্বশেষ পাওয়া যাচ্ছে এমন ফোন");
    expect(bn.body).not.toContain("Latest Available Phones");
    expect(en.body).toContain("Latest Available Phones");
    expect(en.body).not.toContain("সর্বশেষ পাওয়া যাচ্ছে এমন ফোন");
  });

  it("changes with the next write: a new phone, advertised, sold, deleted", async () => {
    const idsOnPage = async () => idsIn(seedOf((await page("/category/Samsung")).body));
    const before = (await page("/category/Samsung")).body;
    expect(await page("/category/Samsung").then((r) => r.body)).toBe(before);

    const added = await createTestProduct(app, seller, { name: "Galaxy A55", brand: "Samsung" });
    const withNew = (await page("/category/Samsung")).body;
    expect(rootOf(withNew)).toContain("Galaxy A55");
    expect(idsIn(seedOf(withNew))).toEqual([added, first.id]);

    const advertise = await injectAs(app, seller, {
      method: "PATCH",
      url: `/api/products/${added}`,
    });
    expect(advertise.statusCode).toBe(200);
    const advertised = seedOf((await page("/category/Samsung")).body);
    const products = (advertised?.[0]?.data as { pages: { products: object[] }[] }).pages[0]!;
    expect(products.products[0]).toMatchObject({ _id: added, isAdvertised: true });

    const sale = await injectAs(app, seller, {
      method: "PATCH",
      url: `/api/products/${first.id}/sold`,
    });
    expect(sale.statusCode).toBe(200);
    expect(await idsOnPage()).toEqual([added]);

    const removal = await injectAs(app, seller, {
      method: "DELETE",
      url: `/api/products/${added}`,
    });
    expect(removal.statusCode).toBe(200);
    const empty = (await page("/category/Samsung")).body;
    expect(idsIn(seedOf(empty))).toEqual([]);
    expect(rootOf(empty)).not.toContain("Galaxy A55");
  });

  it("leaves an address with filters, or another spelling, to the browser", async () => {
    for (const url of ["/category/Samsung?sort=price-asc", "/category/samsung"]) {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('id="query-seed"');
    }
    expect((await page("/category/Samsung?sort=price-asc")).body).toContain(
      '<div id="root"></div>',
    );
  });

  it("never serves the server-side module as a file", async () => {
    expect(fs.existsSync(path.join(builtDist, ".ssr", "category-page.mjs"))).toBe(true);
    expect((await page("/.ssr/category-page.mjs")).body).not.toContain("renderCategoryPage");
  });
});

describe("a category page when the server cannot draw it", () => {
  const PRERENDERED = "<h1>Samsung, prerendered</h1>";
  const dists: string[] = [];
  afterAll(() => {
    for (const dir of dists) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A build with the category page prerendered, and `module` as its server-side renderer. */
  async function appWith(module: string | undefined) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-ssr-"));
    dists.push(dir);
    fs.writeFileSync(
      path.join(dir, "index.html"),
      '<!doctype html><html lang="en"><head><title>BecheDaw</title></head><body><div id="root"></div></body></html>',
    );
    fs.mkdirSync(path.join(dir, ".prerender"));
    const pages = { en: { "/category/Samsung": PRERENDERED }, bn: {} };
    fs.writeFileSync(path.join(dir, ".prerender", "pages.json"), JSON.stringify(pages));
    if (module !== undefined) {
      fs.mkdirSync(path.join(dir, ".ssr"));
      fs.writeFileSync(path.join(dir, ".ssr", "category-page.mjs"), module);
    }
    return createTestApp({ WEB_DIST: dir });
  }

  it.each([
    ["is missing", undefined],
    ["throws", 'export async function renderCategoryPage() { throw new Error("broken"); }'],
    ["cannot load", "export const = ;"],
  ])("serves the prerendered page when the renderer %s", async (_, module) => {
    const other = await appWith(module);
    try {
      const response = await other.inject({ method: "GET", url: "/category/Samsung" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(`<div id="root">${PRERENDERED}</div>`);
      expect(response.body).not.toContain('id="query-seed"');
      expect(response.body).toContain('as="fetch" href="/api/products?category=Samsung"');
    } finally {
      await other.close();
    }
  });
});
