import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  createTestApp,
  createTestProduct,
  createUser,
  type TestUser,
} from "../../../test/helpers";
import { user } from "../auth/auth.tables";
import { CONDITION_NAMES, LOCATION_NAMES_BN, PREVIEW_TEXTS } from "./catalogue.previews.texts";
import { products } from "../listings/listings.tables";

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta name="description" content="BecheDaw: buy and sell used phones in Bangladesh." /><title>BecheDaw</title></head><body><div id="root"></div></body></html>';

let app: FastifyInstance;
let webDist: string;
let seller: TestUser;
let phoneId: string;
let photoUrl: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-previews-"));
  fs.writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);
  app = await createTestApp({ WEB_DIST: webDist });
  seller = await createUser(app, "Seller", "Rahim Uddin");
  phoneId = await createTestProduct(app, seller, {
    name: "Galaxy S21",
    brand: "Samsung",
    condition: "good",
    storage: 128,
    description: {
      resalePrice: 45000,
      originalPrice: 90000,
      yearsOfUse: "6 months",
      location: "Chittagong",
      text: `Battery health 91%.\n\nBoxed, with charger. ${"Never repaired. ".repeat(20)}`,
    },
  });
  const detail = await app.inject({ method: "GET", url: `/api/products/${phoneId}` });
  photoUrl = detail.json<{ img: string }>().img;
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

/** The content of `<meta property|name="key">`, unescaped as a browser reads it. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" ?/?>`).exec(html);
  return match?.[1]?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

describe("the HTML served for /phones/:id", () => {
  it("carries the phone's title, description, photo and address as link-preview tags", async () => {
    const response = await page(`/phones/${phoneId}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<title>Galaxy S21, ৳45,000 · Used phone · BecheDaw</title>");
    expect(metaOf(html, "og:type")).toBe("product");
    expect(metaOf(html, "og:site_name")).toBe("BecheDaw");
    expect(metaOf(html, "og:title")).toBe("Galaxy S21, ৳45,000");
    const description = metaOf(html, "og:description") ?? "";
    expect(description).toMatch(/^৳45,000 · Good · Chittagong\. Battery health 91%\. Boxed, with /);
    expect(description.length).toBeLessThan(220);
    expect(description.endsWith("…")).toBe(true);
    expect(metaOf(html, "description")).toBe(description);
    // The site's own description is replaced, not repeated.
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaOf(html, "og:image")).toBe(`${BASE_URL}${photoUrl}`);
    expect(metaOf(html, "og:image")).toMatch(/^http:\/\/localhost:3000\/images\/.+\.webp$/);
    expect(metaOf(html, "og:url")).toBe(`${BASE_URL}/phones/${phoneId}`);
    expect(metaOf(html, "twitter:card")).toBe("summary_large_image");
    expect(metaOf(html, "product:price:amount")).toBe("45000");
    expect(html).toContain(`<link rel="canonical" href="${BASE_URL}/phones/${phoneId}">`);
    expect(html).toContain('<div id="root"></div>');
  });

  it("writes them in Bangla for a Bangla reader, digits included", async () => {
    const html = (await page(`/phones/${phoneId}`, { "accept-language": "bn" })).body;
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain("<title>Galaxy S21, ৳৪৫,০০০ · পুরোনো ফোন · BecheDaw</title>");
    expect(metaOf(html, "og:title")).toBe("Galaxy S21, ৳৪৫,০০০");
    expect(metaOf(html, "og:description")).toMatch(/^৳৪৫,০০০ · ভালো · চট্টগ্রাম\. Battery/);
    expect(metaOf(html, "og:locale")).toBe("bn_BD");
  });

  it("keeps a hostile name as text in every tag", async () => {
    const hostile = `"><script>alert(1)</script><b x='$&'`;
    const id = await createTestProduct(app, seller, { name: "Hostile phone" });
    await app.db.update(products).set({ name: hostile }).where(eq(products.id, id));
    const html = (await page(`/phones/${id}`)).body;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain(hostile);
    expect(html).not.toContain("<b x=");
    expect(html).toContain("<title>&#34;&#62;&#60;script&#62;");
    expect(metaOf(html, "og:title")).toBe(`${hostile}, ৳45,000`);
    expect(metaOf(html, "og:image:alt")).toBe(hostile);
  });

  it("still previews a sold phone, marked sold", async () => {
    const id = await createTestProduct(app, seller, { name: "Pixel Sold" });
    await app.db.update(products).set({ status: "sold" }).where(eq(products.id, id));
    const response = await page(`/phones/${id}`);
    expect(response.statusCode).toBe(200);
    expect(metaOf(response.body, "og:title")).toBe("Sold: Pixel Sold, ৳45,000");
    expect(metaOf(response.body, "og:description")).toMatch(/^Sold · ৳45,000 · Dhaka$/);
    expect(metaOf(response.body, "og:image")).toMatch(/^http:\/\/localhost:3000\/images\//);
    const bangla = await page(`/phones/${id}?lang=bn`);
    expect(metaOf(bangla.body, "og:title")).toMatch(/^বিক্রি হয়ে গেছে: Pixel Sold/);
  });

  it.each([
    ["a deleted phone", "deleted"],
    ["an unknown id", "0d5c2a6e-5b7a-4c1e-9a51-2f0b6e1d9c3a"],
    ["a malformed id", "no-such-phone"],
  ])("answers %s with the app's HTML, 404 and no preview", async (_, which) => {
    let id = which;
    if (which === "deleted") {
      id = await createTestProduct(app, seller, { name: "Gone phone" });
      await app.db.delete(products).where(eq(products.id, id));
    }
    const response = await page(`/phones/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain("<title>Page not found · BecheDaw</title>");
    expect(response.body).not.toContain("og:");
    expect(response.body).not.toContain("canonical");
  });

  it("leaves other pages as they were", async () => {
    const response = await page("/blogs");
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain("og:");
    expect(response.body).toContain("<title>Blogs · BecheDaw</title>");
  });
});

describe("the HTML served for /sellers/:id", () => {
  it("names the seller in the title and preview tags", async () => {
    const response = await page(`/sellers/${seller.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain("<title>Rahim Uddin · Seller · BecheDaw</title>");
    expect(metaOf(html, "og:type")).toBe("profile");
    expect(metaOf(html, "og:title")).toBe("Rahim Uddin");
    expect(metaOf(html, "og:description")).toBe("Used phones for sale by Rahim Uddin on BecheDaw.");
    expect(metaOf(html, "og:url")).toBe(`${BASE_URL}/sellers/${seller.id}`);
    expect(metaOf(html, "twitter:card")).toBe("summary");
    const bangla = (await page(`/sellers/${seller.id}?lang=bn`)).body;
    expect(bangla).toContain("<title>Rahim Uddin · বিক্রেতা · BecheDaw</title>");
    expect(metaOf(bangla, "og:description")).toBe("BecheDaw-এ Rahim Uddin-এর বিক্রির পুরোনো ফোন।");
  });

  it("answers a buyer's or an unknown id with 404 and no preview", async () => {
    const buyer = await createUser(app, "Buyer");
    for (const id of [buyer.id, "no-such-seller", "x".repeat(200)]) {
      const response = await page(`/sellers/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("og:");
    }
  });

  it("escapes a seller's name", async () => {
    const other = await createUser(app, "Seller");
    await app.db
      .update(user)
      .set({ name: `<img src=x onerror=alert(1)>` })
      .where(eq(user.id, other.id));
    const html = (await page(`/sellers/${other.id}`)).body;
    expect(html).not.toContain("<img");
    expect(metaOf(html, "og:title")).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("the HTML served for /category/:brand", () => {
  it("preloads the list's answer and, on a phone's screen, the first phone's photo", async () => {
    const response = await page("/category/Samsung");
    expect(response.statusCode).toBe(200);
    const fetchPreload =
      '<link rel="preload" as="fetch" href="/api/products?category=Samsung" crossorigin="anonymous">';
    expect(response.body).toContain(fetchPreload);
    const card = photoUrl.replace(/\.webp$/, "-card.webp");
    expect(response.body).toContain(
      `<link rel="preload" as="image" imagesrcset="${card} 480w, ${photoUrl} 1200w" ` +
        'imagesizes="112px" media="(max-width: 767.98px)" fetchpriority="high">',
    );
    // What the web app then asks for is the very answer preloaded: its first phone, that photo.
    const list = await app.inject({ method: "GET", url: "/api/products?category=Samsung" });
    expect(list.json<{ img: string }[]>()[0]?.img).toBe(photoUrl);
    expect((await page("/category/samsung?lang=bn")).body).toContain(fetchPreload);
  });

  it("preloads nothing for a search the address narrows, or for an unknown brand", async () => {
    for (const url of ["/category/Samsung?sort=price-asc", "/category/Sony"]) {
      expect((await page(url)).body).not.toContain('rel="preload"');
    }
  });
});

describe("the preview texts", () => {
  /** `"key": "text"` pairs of a web catalog file, read as text (the server does not import it). */
  function catalog(file: string): Map<string, string> {
    const source = fs.readFileSync(
      path.resolve(import.meta.dirname, "../../../../web/src/locales", file),
      "utf8",
    );
    return new Map([...source.matchAll(/"([^"]+)":\s*"([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  }

  it("name conditions and districts as the web app does", () => {
    const bnFind = catalog("bn/find.ts");
    const enFind = catalog("en/find.ts");
    for (const [condition, names] of Object.entries(CONDITION_NAMES)) {
      expect(names.bn).toBe(bnFind.get(`find.condition.${condition}`));
      expect(names.en).toBe(enFind.get(`find.condition.${condition}`));
    }
    const bnCommon = catalog("bn/common.ts");
    for (const [location, name] of Object.entries(LOCATION_NAMES_BN)) {
      expect(name).toBe(bnCommon.get(`common.location.${location}`));
    }
    expect(PREVIEW_TEXTS.sold.bn).toBe(bnFind.get("find.phone.sold"));
  });
});
