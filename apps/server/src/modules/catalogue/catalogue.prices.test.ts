import type { ApiError, Brand, PriceGuide, ProductDetail } from "@bechedaw/shared";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestProduct, createUserFast } from "../../../test/helpers";
import { products } from "../listings/listings.tables";

let app: FastifyInstance;
/** The seller and photo of every listing here (one listed through the API, the rest cloned). */
let template: typeof products.$inferSelect;

beforeAll(async () => {
  app = await createTestApp();
  const seller = await createUserFast(app, "Seller");
  const id = await createTestProduct(app, seller, { name: "Template phone", brand: "Oppo" });
  const [row] = await app.db.select().from(products).where(eq(products.id, id));
  if (!row) throw new Error("the template listing is missing");
  template = row;
}, 60_000);
afterAll(() => app.close());

type Listing = {
  name: string;
  brand: Brand;
  storage: number | null;
  price: number;
  daysAgo?: number;
  status?: "available" | "sold";
};

/** Lists phones straight into the table (the price signals only read it); their ids. */
async function list(...listings: Listing[]): Promise<string[]> {
  const rows = listings.map((listing) => ({
    id: randomUUID(),
    name: listing.name,
    brand: listing.brand,
    storage: listing.storage,
    resalePrice: listing.price,
    status: listing.status ?? "available",
    createdAt: new Date(Date.now() - (listing.daysAgo ?? 0) * 86_400_000),
    sellerId: template.sellerId,
    imageId: template.imageId,
    originalPrice: 200000,
    yearsOfUse: "6 months",
    location: "Dhaka",
  }));
  await app.db.insert(products).values(rows);
  return rows.map((row) => row.id);
}

const prices = (model: Omit<Listing, "price">, ...amounts: number[]) =>
  list(...amounts.map((price) => ({ ...model, price })));

async function warningOf(id: string) {
  const response = await app.inject({ method: "GET", url: `/api/products/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<ProductDetail>().priceWarning;
}

function guide(query: string) {
  return app.inject({ method: "GET", url: `/api/products/price-guide?${query}` });
}

async function guideOf(query: string) {
  const response = await guide(query);
  expect(response.statusCode).toBe(200);
  return response.json<PriceGuide>();
}

describe("GET /api/products/:id, the low-price warning", () => {
  it("warns of a phone at 50 % of its model's median and not of one at 90 %", async () => {
    const model = { name: "iPhone 13", brand: "Apple", storage: 128 } as const;
    await prices(model, 48000, 49000, 50000, 51000, 52000);
    // "Apple iphone13 128GB" is the same model as "iPhone 13".
    const [cheap] = await list({ ...model, name: "Apple iphone13 128GB", price: 25000 });
    expect(await warningOf(cheap!)).toEqual({ median: 50000 });
    await app.db.delete(products).where(eq(products.id, cheap!));

    const [fair] = await list({ ...model, name: "IPHONE-13", price: 45000 });
    expect(await warningOf(fair!)).toBeNull();
  });

  it("says nothing with fewer than 5 other listings of the model", async () => {
    const model = { name: "Galaxy S22", brand: "Samsung", storage: 256 } as const;
    await prices(model, 60000, 61000, 62000, 63000);
    const [cheap] = await list({ ...model, price: 20000 });
    expect(await warningOf(cheap!)).toBeNull();
    await prices(model, 64000);
    expect(await warningOf(cheap!)).toEqual({ median: 62000 });
  });

  it("counts only the model's listings of the last 90 days, of its brand and storage", async () => {
    const model = { name: "Reno 8", brand: "Oppo", storage: 128 } as const;
    await prices(model, 40000, 41000, 42000, 43000);
    await list(
      { ...model, price: 42000, daysAgo: 91 },
      { ...model, price: 42000, storage: 256 },
      { ...model, price: 42000, storage: null },
      { ...model, price: 42000, brand: "Samsung" },
      { ...model, price: 42000, name: "Reno 8 Pro" },
    );
    const [cheap] = await list({ ...model, price: 10000 });
    expect(await warningOf(cheap!)).toBeNull();
    await list({ ...model, price: 44000, daysAgo: 89, status: "sold" });
    expect(await warningOf(cheap!)).toEqual({ median: 42000 });
  });

  it("says nothing of a listing without a storage size", async () => {
    const model = { name: "Find X5", brand: "Oppo", storage: null } as const;
    await prices(model, 70000, 71000, 72000, 73000, 74000);
    const [cheap] = await list({ ...model, price: 10000 });
    expect(await warningOf(cheap!)).toBeNull();
  });
});

describe("GET /api/products/price-guide", () => {
  it("answers the 25th percentile, the median and the 75th of a model's prices", async () => {
    const model = { name: "Galaxy A52", brand: "Samsung", storage: 128 } as const;
    await prices(model, 10000, 20000, 30000, 40000);
    await list({ ...model, price: 50000, status: "sold" }, { ...model, price: 90000, daysAgo: 95 });
    expect(await guideOf("brand=Samsung&name=samsung%20galaxy-a52&storage=128")).toEqual({
      count: 5,
      prices: { low: 20000, median: 30000, high: 40000 },
    });
  });

  it("answers how many listings there are, and no prices, when there are fewer than 5", async () => {
    await prices({ name: "Galaxy M33", brand: "Samsung", storage: 64 }, 20000, 21000);
    expect(await guideOf("brand=Samsung&name=Galaxy%20M33&storage=64")).toEqual({
      count: 2,
      prices: null,
    });
    expect(await guideOf("brand=Apple&name=Galaxy%20M33&storage=64")).toEqual({
      count: 0,
      prices: null,
    });
  });

  it("answers anew after a listing of the model is added or deleted", async () => {
    const model = { name: "Galaxy Note 20", brand: "Samsung", storage: 256 } as const;
    const query = "brand=Samsung&name=Galaxy%20Note%2020&storage=256";
    await prices(model, 30000, 31000, 32000, 33000);
    expect(await guideOf(query)).toEqual({ count: 4, prices: null });
    const [fifth] = await prices(model, 34000);
    expect((await guideOf(query)).prices).toEqual({ low: 31000, median: 32000, high: 33000 });
    await app.db.delete(products).where(eq(products.id, fifth!));
    expect(await guideOf(query)).toEqual({ count: 4, prices: null });
  });

  it("treats names in Bangla and with Bangla digits as one model", async () => {
    const model = { name: "আইফোন ১৩", brand: "Apple", storage: 256 } as const;
    await prices(model, 50000, 50000, 50000, 50000, 50000);
    const query = `brand=Apple&name=${encodeURIComponent("আইফোন 13")}&storage=256`;
    expect((await guideOf(query)).count).toBe(5);
  });

  it.each([
    ["an unknown brand", "brand=Sony&name=Xperia%2010&storage=64"],
    ["a negative storage", "brand=Apple&name=iPhone%2013&storage=-128"],
    ["a storage not on the list", "brand=Apple&name=iPhone%2013&storage=100"],
    ["a storage that is no number", "brand=Apple&name=iPhone%2013&storage=big"],
    ["a 1,000-character name", `brand=Apple&name=${"i".repeat(1000)}&storage=128`],
    ["a blank name", "brand=Apple&name=%20%20&storage=128"],
    ["a name with control characters", "brand=Apple&name=iPhone%0A13&storage=128"],
    ["no storage", "brand=Apple&name=iPhone%2013"],
  ])("answers %s with a 400", async (_what, query) => {
    const response = await guide(query);
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiError>();
    expect(body.statusCode).toBe(400);
    expect(body.message).not.toBe("");
  });
});
