import {
  NEXT_CURSOR_HEADER,
  PRODUCTS_PAGE_SIZE,
  RESULT_COUNT_HEADER,
  type ApiError,
  type Product,
} from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUserFast,
  productInput,
  uploadTestImage,
  type TestUser,
} from "../../../test/helpers";
import { createProduct, type NewProduct } from "../listings/listings.service";

let app: FastifyInstance;
let seller: TestUser;

/** Lists a phone now (each after the one before: the newest is the last listed). */
async function list(name: string, text?: string, brand = "Apple") {
  const img = await uploadTestImage(app, seller);
  const input = productInput(img, {
    name,
    brand,
    description: {
      resalePrice: 40000,
      originalPrice: 90000,
      yearsOfUse: "6 months",
      location: "Dhaka",
      ...(text ? { text } : {}),
    },
  });
  await createProduct(app.db, { id: seller.id, role: "Seller" }, input as NewProduct);
}

async function search(query: string) {
  const response = await app.inject({ method: "GET", url: `/api/products?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return {
    names: response.json<Product[]>().map((product) => product.name),
    next: response.headers[NEXT_CURSOR_HEADER] as string | undefined,
    count: response.headers[RESULT_COUNT_HEADER],
  };
}

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUserFast(app, "Seller");
  await list("iPhone 12", "Face ID works.");
  await list("iPhone 12 Pro 256GB");
  await list("Galaxy S22", "Bought to replace my iPhone 12.", "Samsung");
  await list("Reno 8", "Boxed.", "Oppo");
  await list("Reno 7", "8 GB RAM, 128 GB.", "Oppo");
  await list("iPhone 14 Pro Max");
  await list("Max Pro case with an iPhone 13");
  await list("iPhone 13 128GB", "Like an iPhone 12 but better.");
});
afterAll(() => app?.close());

describe("best match first", () => {
  it("is the default with words: the model's phones first, the description's after", async () => {
    const { names } = await search(`q=${encodeURIComponent("iphone 12")}`);
    // Newest first within each: the titles with "iPhone 12", then the descriptions.
    expect(names).toEqual(["iPhone 12 Pro 256GB", "iPhone 12", "iPhone 13 128GB", "Galaxy S22"]);
  });

  it("finds a model by its number, ahead of a phone whose RAM is that number", async () => {
    expect((await search("q=reno%208")).names).toEqual(["Reno 8", "Reno 7"]);
  });

  it("puts the exact phrase above the same words in another order", async () => {
    expect((await search("q=pro%20max")).names).toEqual([
      "iPhone 14 Pro Max",
      "Max Pro case with an iPhone 13",
    ]);
  });

  it("reads Bangla as search does", async () => {
    const { names } = await search(`q=${encodeURIComponent("আইফোন ১২")}`);
    expect(names.slice(0, 2)).toEqual(["iPhone 12 Pro 256GB", "iPhone 12"]);
  });

  it("yields to a sort the search asks for, and is no default without words", async () => {
    const newest = await search(`q=${encodeURIComponent("iphone 12")}&sort=newest`);
    expect(newest.names[0]).toBe("iPhone 13 128GB");
    expect((await search("sort=relevance")).names[0]).toBe("iPhone 13 128GB");
    expect((await search("")).names[0]).toBe("iPhone 13 128GB");
  });

  it("refuses a cursor that is not its own with 400", async () => {
    for (const cursor of ["R9abc", "Rx", "MjAyNi0xMS0yOFQxMDowMDowMC4wMDBafDE"]) {
      const response = await app.inject({
        method: "GET",
        url: `/api/products?q=iphone&cursor=${cursor}`,
      });
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json<ApiError>().code).toBe("INVALID_CURSOR");
    }
  });
});

describe("paging best match", () => {
  it("returns every match once, tier by tier, each newest first", async () => {
    // Over two pages: phrases, words in another order, and the description only.
    const phrase = PRODUCTS_PAGE_SIZE - 4;
    for (let i = 0; i < phrase; i++) await list(`Nokia zeta G${i}`, undefined, "Nokia");
    for (let i = 0; i < 3; i++) await list(`Zeta edition Nokia X${i}`, undefined, "Nokia");
    for (let i = 0; i < 4; i++) await list(`Moto E${i}`, "Traded my nokia zeta", "Motorola");
    const seen: string[] = [];
    const query = "q=nokia%20zeta";
    const first = await search(query);
    expect(first.count).toBe(String(phrase + 3 + 4));
    let page = first;
    for (;;) {
      seen.push(...page.names);
      if (!page.next) break;
      page = await search(`${query}&cursor=${page.next}`);
    }
    expect(seen).toHaveLength(phrase + 3 + 4);
    expect(new Set(seen).size).toBe(seen.length);
    const tierOf = (name: string) =>
      name.startsWith("Nokia") ? 0 : name.startsWith("Zeta") ? 1 : 2;
    expect(seen.map(tierOf)).toEqual([...seen.map(tierOf)].sort());
    // Newest first within a tier: the last listed of each comes first.
    expect(seen[0]).toBe(`Nokia zeta G${phrase - 1}`);
    expect(seen[phrase]).toBe("Zeta edition Nokia X2");
    expect(seen.at(-1)).toBe("Moto E0");
  });
});
