import {
  NEXT_CURSOR_HEADER,
  PRODUCTS_PAGE_SIZE,
  RESULT_COUNT_CAP,
  RESULT_COUNT_HEADER,
  type ApiError,
  type Product,
} from "@bechedaw/shared";
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUserFast,
  productInput,
  uploadTestImage,
  type TestUser,
} from "../../../test/helpers";
import { user } from "../auth/auth.tables";
import { createProduct, type NewProduct } from "../listings/listings.service";
import { products } from "../listings/listings.tables";

let app: FastifyInstance;
let seller: TestUser;
let verifiedSeller: TestUser;
const ids: Record<string, string> = {};

/** Lists a phone straight through the service (one shared photo would be refused by the API). */
async function list(who: TestUser, key: string, overrides: Record<string, unknown>) {
  const img = await uploadTestImage(app, who);
  const input = productInput(img, overrides) as NewProduct;
  ids[key] = await createProduct(app.db, { id: who.id, role: "Seller" }, input);
}

const withPrice = (resalePrice: number, location = "Dhaka") => ({
  description: { resalePrice, originalPrice: 200000, yearsOfUse: "6 months", location },
});

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUserFast(app, "Seller");
  verifiedSeller = await createUserFast(app, "Seller");
  await app.db.update(user).set({ verified: true }).where(eq(user.id, verifiedSeller.id));
  await list(seller, "iphone13", {
    name: "iPhone 13 128GB",
    storage: 128,
    condition: "excellent",
    ...withPrice(60000),
  });
  await list(seller, "iphone12", { name: "iPhone 12", storage: 64, ...withPrice(40000) });
  await list(verifiedSeller, "galaxy", {
    name: "Galaxy S22",
    brand: "Samsung",
    storage: 256,
    condition: "good",
    ...withPrice(55000, "Sylhet"),
  });
  await list(seller, "reno", {
    name: "Reno 7",
    brand: "Oppo",
    ...withPrice(30000, "Cox's Bazar"),
    description: {
      ...withPrice(30000, "Cox's Bazar").description,
      text: "খুব ভালো অবস্থা, বক্স সহ",
    },
  });
  await list(verifiedSeller, "sold", { name: "iPhone 13 mini", ...withPrice(50000) });
  await app.db
    .update(products)
    .set({ status: "sold" })
    .where(eq(products.id, ids.sold ?? ""));
}, 60_000);
afterAll(() => app.close());

const get = (url: string) => app.inject({ method: "GET", url });

async function found(query: string): Promise<string[]> {
  const response = await get(`/api/products?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const keys = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return response.json<Product[]>().map((product) => keys[product._id] ?? product._id);
}

describe("GET /api/products: free text", () => {
  it("finds a phone despite a typo, a partial word and another word order", async () => {
    expect(await found("q=iphon 13 128gb")).toEqual(["iphone13"]);
    expect(await found("q=128GB iPhone")).toEqual(["iphone13"]);
    expect(await found("q=samsang")).toEqual(["galaxy"]);
    expect(await found("q=galaxy s22")).toEqual(["galaxy"]);
    expect((await found("q=iphone")).sort()).toEqual(["iphone12", "iphone13"]);
  });

  it("finds words of the description, in Bangla", async () => {
    expect(await found(`q=${encodeURIComponent("অবস্থা")}`)).toEqual(["reno"]);
    expect(await found(`q=${encodeURIComponent("বক্স ভালো")}`)).toEqual(["reno"]);
  });

  it("never shows a sold phone, and finds nothing for an unrelated word", async () => {
    expect(await found("q=mini")).toEqual([]);
    expect(await found("q=xylophone")).toEqual([]);
  });

  it("treats punctuation, SQL and regex characters as spaces", async () => {
    expect(await found(`q=${encodeURIComponent("iphone'; DROP TABLE products;--")}`)).toEqual([]);
    expect(await found(`q=${encodeURIComponent("(iphone) & 13 | .* :*")}`)).toEqual(["iphone13"]);
    expect(await found(`q=${encodeURIComponent("%_\\")}`)).toHaveLength(4);
  });
});

describe("GET /api/products: filters", () => {
  it("filters by brand (or the original API's category), price, district, condition, storage", async () => {
    expect((await found("brand=Apple")).sort()).toEqual(["iphone12", "iphone13"]);
    expect((await found("category=apple")).sort()).toEqual(["iphone12", "iphone13"]);
    expect((await found("category=Apple&brand=Apple")).sort()).toEqual(["iphone12", "iphone13"]);
    expect(await found("minPrice=50000&maxPrice=58000")).toEqual(["galaxy"]);
    expect(await found("location=Sylhet")).toEqual(["galaxy"]);
    expect(await found(`location=${encodeURIComponent("Cox's Bazar")}`)).toEqual(["reno"]);
    expect(await found("condition=excellent")).toEqual(["iphone13"]);
    expect(await found("storage=64")).toEqual(["iphone12"]);
    expect(await found("verified=true")).toEqual(["galaxy"]);
    expect(await found(`seller=${verifiedSeller.id}`)).toEqual(["galaxy"]);
    expect(await found("category=Sony")).toEqual([]);
  });

  it("refuses a category and a brand that disagree, and swapped or negative prices", async () => {
    for (const query of [
      "category=Samsung&brand=Apple",
      "minPrice=5000&maxPrice=100",
      "minPrice=-1",
      "maxPrice=1.5",
      "sort=cheapest",
      "storage=100",
      "location=Narnia",
      `q=${"a".repeat(1000)}`,
    ]) {
      const response = await get(`/api/products?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<ApiError>().code).toBe("VALIDATION_ERROR");
    }
  });

  it("counts the matches in x-result-count", async () => {
    const response = await get("/api/products?brand=Apple");
    expect(response.headers[RESULT_COUNT_HEADER]).toBe("2");
    const none = await get("/api/products?q=xylophone");
    expect(none.headers[RESULT_COUNT_HEADER]).toBe("0");
  });
});

describe("GET /api/products: sorts and pages", () => {
  let many: string[];

  beforeAll(async () => {
    const pager = await createUserFast(app, "Seller");
    const img = await uploadTestImage(app, pager);
    const input = productInput(img, { brand: "Oppo", name: "Find X3" }) as NewProduct;
    many = [];
    // 60 phones at 20 prices (three share each price, so the id breaks ties).
    for (let i = 0; i < 60; i++) {
      const priced = {
        ...input,
        description: { ...input.description, resalePrice: 1000 + (i % 20) },
      };
      many.push(await createProduct(app.db, { id: pager.id, role: "Seller" }, priced));
    }
  }, 60_000);

  async function pageThrough(query: string) {
    const seen: Product[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await get(`/api/products?${query}${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.statusCode, response.body).toBe(200);
      seen.push(...response.json<Product[]>());
      const next = response.headers[NEXT_CURSOR_HEADER];
      cursor = typeof next === "string" ? next : undefined;
      pages += 1;
    } while (cursor && pages < 10);
    return { seen, pages };
  }

  it("pages every sort with its own cursor, each phone once, in order", async () => {
    for (const sort of ["newest", "price-asc", "price-desc"] as const) {
      const { seen, pages } = await pageThrough(`q=find x3&sort=${sort}`);
      expect(pages).toBe(Math.ceil(60 / PRODUCTS_PAGE_SIZE));
      expect(new Set(seen.map((p) => p._id))).toEqual(new Set(many));
      expect(seen).toHaveLength(60);
      const prices = seen.map((p) => p.description.resalePrice);
      if (sort === "price-asc") expect(prices).toEqual([...prices].sort((a, b) => a - b));
      if (sort === "price-desc") expect(prices).toEqual([...prices].sort((a, b) => b - a));
      if (sort === "newest") {
        const dates = seen.map((p) => p.description.date);
        expect(dates).toEqual([...dates].sort().reverse());
      }
    }
  });

  it("refuses a cursor of another sort, or a made-up one", async () => {
    const first = await get("/api/products?brand=Oppo&sort=price-asc");
    const cursor = first.headers[NEXT_CURSOR_HEADER];
    expect(cursor).toEqual(expect.any(String));
    for (const sort of ["newest", "price-desc"]) {
      const response = await get(`/api/products?brand=Oppo&sort=${sort}&cursor=${String(cursor)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().code).toBe("INVALID_CURSOR");
    }
    const newest = (await get("/api/products?brand=Oppo")).headers[NEXT_CURSOR_HEADER];
    const crossed = await get(`/api/products?brand=Oppo&sort=price-asc&cursor=${String(newest)}`);
    expect(crossed.json<ApiError>().code).toBe("INVALID_CURSOR");
    const forged = Buffer.from("price-asc|-5|x").toString("base64url");
    const made = await get(`/api/products?sort=price-asc&cursor=${forged}`);
    expect(made.json<ApiError>().code).toBe("INVALID_CURSOR");
  });

  it("sees a change at once (the list cache follows writes)", async () => {
    const dearest = many[19] ?? "";
    expect(await found("brand=Oppo&sort=price-desc")).toContain(dearest);
    await app.db.delete(products).where(inArray(products.id, [dearest]));
    expect(await found("brand=Oppo&sort=price-desc")).not.toContain(dearest);
  });

  it("counts up to the cap, then says 1000+", async () => {
    const response = await get("/api/products?q=find x3");
    expect(response.headers[RESULT_COUNT_HEADER]).toBe("59");
    const [row] = await app.db
      .select({ sellerId: products.sellerId, imageId: products.imageId })
      .from(products)
      .where(eq(products.id, many[0] ?? ""));
    if (!row) throw new Error("no phone");
    await app.db.insert(products).values(
      Array.from({ length: RESULT_COUNT_CAP - 59 }, (_, i) => ({
        id: randomUUID(),
        name: `Find X3 ${i}`,
        brand: "Oppo",
        sellerId: row.sellerId,
        imageId: row.imageId,
        resalePrice: 5000,
        originalPrice: 9000,
        yearsOfUse: "1 month",
        location: "Dhaka",
      })),
    );
    expect((await get("/api/products?q=find x3")).headers[RESULT_COUNT_HEADER]).toBe("1000");
    await app.db.insert(products).values({
      id: randomUUID(),
      name: "Find X3 one more",
      brand: "Oppo",
      sellerId: row.sellerId,
      imageId: row.imageId,
      resalePrice: 5000,
      originalPrice: 9000,
      yearsOfUse: "1 month",
      location: "Dhaka",
    });
    expect((await get("/api/products?q=find x3")).headers[RESULT_COUNT_HEADER]).toBe("1000+");
  });
});

describe("GET /api/products: fuzzed input", () => {
  const text = fc.oneof(
    fc.string({ unit: "grapheme", maxLength: 300 }),
    fc.string({ unit: "binary", maxLength: 300 }),
    fc.constantFrom(
      "' OR 1=1 --",
      "iphone:* & !samsung",
      ".*[(?<=\\",
      "%%__",
      "😀📱",
      "আইফোন ১৩",
      "\uD800x\uDFFF",
      "a".repeat(1000),
      "",
      " ",
    ),
  );
  const price = fc.oneof(
    fc.integer({ min: -100, max: 20_000_000 }).map(String),
    fc.constantFrom("", "abc", "1e3", "NaN", "-0", "0x10", "99999999999999999999"),
  );
  const query = fc.record(
    {
      q: text,
      minPrice: price,
      maxPrice: price,
      sort: fc.oneof(fc.constantFrom("newest", "price-asc", "price-desc"), text),
      brand: fc.oneof(fc.constantFrom("Apple", "Samsung"), text),
      category: text,
      location: fc.oneof(fc.constantFrom("Dhaka", "Cox's Bazar"), text),
      storage: price,
      verified: fc.oneof(fc.constantFrom("true", "false"), text),
      cursor: text,
      unknown: text,
    },
    { requiredKeys: [] },
  );

  it("answers 200 with a list or 400 with our error, never 500", async () => {
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const search = new URLSearchParams(params as Record<string, string>).toString();
        const response = await get(`/api/products?${search}`);
        expect([200, 400], `${search}: ${response.body}`).toContain(response.statusCode);
        const body: unknown = response.json();
        if (response.statusCode === 200) expect(Array.isArray(body)).toBe(true);
        else expect((body as ApiError).code).toMatch(/^(VALIDATION_ERROR|INVALID_CURSOR|BAD_URL)$/);
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
