import type { ApiError, ProductDetail } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  type TestUser,
} from "../../../test/helpers";
import { products } from "../listings/listings.tables";

let app: FastifyInstance;
let seller: TestUser;

const price = (resalePrice: number) => ({
  description: { resalePrice, originalPrice: 200000, yearsOfUse: "6 months", location: "Dhaka" },
});

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUserFast(app, "Seller");
}, 60_000);
afterAll(() => app.close());

const detail = (id: string) => app.inject({ method: "GET", url: `/api/products/${id}` });

describe("GET /api/products/:id", () => {
  it("answers a visitor with every field, the description, the seller and similar phones", async () => {
    const id = await createTestProduct(app, seller, {
      name: "iPhone 13 128GB",
      storage: 128,
      ram: 4,
      colour: "Midnight",
      condition: "excellent",
      description: { ...price(60000).description, text: "Box and charger.\n<b>not bold</b>" },
    });
    const near = await createTestProduct(app, seller, { name: "iPhone 13 256GB", ...price(65000) });
    const far = await createTestProduct(app, seller, { name: "iPhone 13", ...price(200000) });
    const otherModel = await createTestProduct(app, seller, {
      name: "Galaxy S22",
      ...price(60000),
    });
    const otherBrand = await createTestProduct(app, seller, {
      name: "iPhone 13 128GB",
      brand: "Oppo",
      ...price(60000),
    });
    const sold = await createTestProduct(app, seller, { name: "iPhone 13 mini", ...price(59000) });
    await app.db.update(products).set({ status: "sold" }).where(eq(products.id, sold));

    const response = await detail(id);
    expect(response.statusCode).toBe(200);
    const body = response.json<ProductDetail>();
    expect(body).toMatchObject({
      _id: id,
      name: "iPhone 13 128GB",
      brand: "Apple",
      sellerId: seller.id,
      storage: 128,
      ram: 4,
      colour: "Midnight",
      condition: "excellent",
      previousPrice: null,
      status: "available",
      description: { resalePrice: 60000, text: "Box and charger.\n<b>not bold</b>" },
      seller: { id: seller.id, name: seller.name, verified: false, forSale: 5, sold: 1 },
    });
    expect(body.photos).toEqual([body.img]);
    expect(body.seller.memberSince).toMatch(/^\d{4}-\d\d-\d\dT/);
    const similar = body.similar.map((product) => product._id);
    expect(similar).toEqual([near]);
    for (const other of [id, far, otherModel, otherBrand, sold])
      expect(similar).not.toContain(other);
  });

  it("shows a sold phone as sold, and answers 404 for a deleted, unknown or malformed id", async () => {
    const id = await createTestProduct(app, seller, { name: "Reno 7", brand: "Oppo" });
    await app.db.update(products).set({ status: "sold" }).where(eq(products.id, id));
    const sold = await detail(id);
    expect(sold.statusCode).toBe(200);
    expect(sold.json<ProductDetail>().status).toBe("sold");

    const deleted = await injectAs(app, seller, { method: "DELETE", url: `/api/products/${id}` });
    expect(deleted.statusCode).toBe(200);
    for (const missing of [
      id,
      "00000000-0000-4000-8000-000000000000",
      "not-a-uuid",
      "%F0%9F%93%B1",
    ]) {
      const response = await detail(missing);
      expect(response.statusCode, missing).toBe(404);
      expect(response.json<ApiError>().code).toBe("PRODUCT_NOT_FOUND");
    }
  });
});
