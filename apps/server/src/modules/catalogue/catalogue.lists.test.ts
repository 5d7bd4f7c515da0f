import {
  NEXT_CURSOR_HEADER,
  PRODUCTS_PAGE_SIZE,
  type ApiError,
  type Product,
} from "@bechedaw/shared";
import { desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUser,
  injectAs,
  productInput,
  uploadTestImage,
  type TestUser,
} from "../../../test/helpers";
import { encodeCursor } from "./catalogue.cursor";
import { createProduct, type NewProduct } from "../listings/listings.service";
import { products } from "../listings/listings.tables";

let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller] = await Promise.all([createUser(app, "Seller"), createUser(app, "Seller")]);
});
afterAll(() => app.close());

const list = (url: string) => app.inject({ method: "GET", url });

/** Every page of a category, following the cursor header to the end. */
async function pageThrough(category: string): Promise<Product[][]> {
  const pages: Product[][] = [];
  let cursor: string | undefined;
  do {
    const query = cursor ? `&cursor=${cursor}` : "";
    const response = await list(`/api/products?category=${category}${query}`);
    expect(response.statusCode).toBe(200);
    pages.push(response.json<Product[]>());
    const next = response.headers[NEXT_CURSOR_HEADER];
    cursor = typeof next === "string" ? next : undefined;
  } while (cursor && pages.length < 10);
  return pages;
}

describe("GET /api/products", () => {
  it("answers the brand in any letter case and [] for an unknown category", async () => {
    const id = await createTestProduct(app, otherSeller, { brand: "Apple" });
    for (const category of ["Apple", "apple", "APPLE"]) {
      const listed = (await list(`/api/products?category=${category}`)).json<Product[]>();
      expect(listed.map((p) => p._id)).toContain(id);
      expect(listed.every((p) => p.brand === "Apple")).toBe(true);
    }
    const unknown = await list("/api/products?category=Sony");
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual([]);
  });

  it("pages newest first with a cursor header, 24 a page", async () => {
    const img = await uploadTestImage(app, seller);
    const input = productInput(img, { brand: "Oppo" }) as NewProduct;
    const created: string[] = [];
    for (let i = 0; i < 30; i++) {
      created.push(await createProduct(app.db, { id: seller.id, role: "Seller" }, input));
    }
    const first = await list("/api/products?category=oppo");
    expect(first.json<Product[]>()).toHaveLength(PRODUCTS_PAGE_SIZE);
    expect(first.headers[NEXT_CURSOR_HEADER]).toEqual(expect.any(String));

    const pages = await pageThrough("Oppo");
    expect(pages.map((page) => page.length)).toEqual([PRODUCTS_PAGE_SIZE, 30 - PRODUCTS_PAGE_SIZE]);
    const all = pages.flat();
    expect(new Set(all.map((p) => p._id))).toEqual(new Set(created));
    expect(all).toHaveLength(30);
    const dates = all.map((p) => p.description.date);
    expect([...dates].sort().reverse()).toEqual(dates);

    // Same instant, and instants that differ only in microseconds (which JS dates round away).
    for (const [i, id] of created.entries()) {
      await app.db
        .update(products)
        .set({
          createdAt: sql`'2024-05-01T10:00:00.123Z'::timestamptz + ${i % 4} * interval '1 microsecond'`,
        })
        .where(eq(products.id, id));
    }
    const expected = await app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.brand, "Oppo"))
      .orderBy(desc(products.createdAt), desc(products.id));
    const tied = (await pageThrough("Oppo")).flat().map((p) => p._id);
    expect(tied).toEqual(expected.map((row) => row.id));
  });

  it("returns 400 for a malformed cursor", async () => {
    for (const cursor of [
      "not-a-cursor",
      "%%%",
      Buffer.from("2024-02-30T00:00:00.000000Z|0b0e3a6e-8f4e-4b7e-9c55-4a3f0f7b2f11").toString(
        "base64url",
      ),
      encodeCursor({ at: "yesterday", id: "0b0e3a6e-8f4e-4b7e-9c55-4a3f0f7b2f11" }),
      encodeCursor({ at: "2024-01-01T00:00:00.000000Z", id: "not-a-uuid" }),
    ]) {
      const response = await list(`/api/products?category=Apple&cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({
        code: "INVALID_CURSOR",
        details: [{ path: "querystring/cursor", message: "Invalid page cursor." }],
      });
    }
  });

  it("answers every brand's available phones without a category (decision 016)", async () => {
    const response = await list("/api/products");
    expect(response.statusCode).toBe(200);
    const brands = new Set(response.json<Product[]>().map((p) => p.brand));
    expect(brands.size).toBeGreaterThan(1);
  });
});

describe("sold products", () => {
  it("leave the category and advertised lists but stay in My Products", async () => {
    const id = await createTestProduct(app, seller, { brand: "Samsung" });
    await injectAs(app, seller, { method: "PATCH", url: `/api/products/${id}` });
    await app.db.update(products).set({ status: "sold" }).where(eq(products.id, id));

    const category = (await list("/api/products?category=Samsung")).json<Product[]>();
    expect(category.map((p) => p._id)).not.toContain(id);
    const advertised = (await list("/api/advertisedProducts")).json<Product[]>();
    expect(advertised.map((p) => p._id)).not.toContain(id);
    const mine = await injectAs(app, seller, {
      method: "GET",
      url: `/api/myproducts?email=${encodeURIComponent(seller.email)}`,
    });
    expect(mine.json<Product[]>().find((p) => p._id === id)?.status).toBe("sold");
  });
});

describe("GET /api/advertisedProducts", () => {
  it("answers available advertised products only, newest first, to anyone", async () => {
    const plain = await createTestProduct(app, otherSeller);
    const older = await createTestProduct(app, otherSeller);
    const newer = await createTestProduct(app, seller);
    for (const id of [older, newer]) {
      await injectAs(app, id === newer ? seller : otherSeller, {
        method: "PATCH",
        url: `/api/products/${id}`,
      });
    }
    const response = await list("/api/advertisedProducts");
    expect(response.statusCode).toBe(200);
    const ids = response.json<Product[]>().map((p) => p._id);
    expect(ids).not.toContain(plain);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(
      response.json<Product[]>().every((p) => p.isAdvertised && p.status === "available"),
    ).toBe(true);
  });
});
