import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Product } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestProduct, createUser, type TestUser } from "../../../test/helpers";

// The brands Bangladesh buys beyond the original three: a seller lists one, a buyer finds it by
// the brand filter and on the brand's own page, in either language.

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>BecheDaw</title></head><body><div id="root"></div></body></html>';

let app: FastifyInstance;
let webDist: string;
let seller: TestUser;
let waltonId: string;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-brands-"));
  fs.writeFileSync(path.join(webDist, "index.html"), INDEX_HTML);
  app = await createTestApp({ WEB_DIST: webDist });
  seller = await createUser(app, "Seller", "Walton Plaza Rangpur");
  waltonId = await createTestProduct(app, seller, {
    name: "Walton Primo S8 4/64GB",
    brand: "Walton",
    condition: "excellent",
    storage: 64,
    ram: 4,
    colour: "Grey",
    description: {
      resalePrice: 6500,
      originalPrice: 11990,
      yearsOfUse: "5 months",
      location: "Rangpur",
    },
  });
  await createTestProduct(app, seller, { name: "iPhone 12", brand: "Apple" });
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function list(query: string): Promise<Product[]> {
  const response = await app.inject({ method: "GET", url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Product[]>();
}

describe("a listing of one of the other brands", () => {
  it("is listed with its brand and found by the brand filter, and only there", async () => {
    const detail = await app.inject({ method: "GET", url: `/api/products/${waltonId}` });
    expect(detail.json<Product>()).toMatchObject({ brand: "Walton", storage: 64, ram: 4 });
    const byBrand = await list("brand=Walton");
    expect(byBrand.map((phone) => phone._id)).toEqual([waltonId]);
    expect((await list("brand=Apple")).map((phone) => phone.brand)).toEqual(["Apple"]);
    expect(
      (await list("brand=Walton&condition=excellent&storage=64&location=Rangpur")).length,
    ).toBe(1);
  });

  it("is on its brand's page, as the web app asks for it, in any letter case", async () => {
    for (const category of ["Walton", "walton", "WALTON"]) {
      const page = await list(`category=${category}`);
      expect(
        page.map((phone) => phone._id),
        category,
      ).toEqual([waltonId]);
    }
    expect(await list("category=Symphony")).toEqual([]);
  });

  it("refuses a brand the site does not list", async () => {
    const response = await app.inject({ method: "GET", url: "/api/products?brand=Itel" });
    expect(response.statusCode).toBe(400);
    const refused = await app.inject({
      method: "POST",
      url: "/api/products",
      payload: { brand: "Itel" },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });
});

describe("the HTML served for a brand's page", () => {
  it("names the brand in the page's language and preloads its phones", async () => {
    const english = await app.inject({ method: "GET", url: "/category/walton" });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain("<title>Walton phones · BecheDaw</title>");
    expect(english.body).toContain('href="/api/products?category=Walton"');
    const bangla = await app.inject({ method: "GET", url: "/category/Walton?lang=bn" });
    expect(bangla.statusCode).toBe(200);
    expect(bangla.body).toContain("<title>ওয়ালটন ফোন · BecheDaw</title>");
  });

  it("answers a brand we do not list with the app's HTML and a 404", async () => {
    for (const url of ["/category/Sony", "/category/Sony?sort=price-asc"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain("Sony");
    }
  });
});
