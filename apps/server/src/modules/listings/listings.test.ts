import { productSchema, type ApiError, type Product } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUser,
  injectAs,
  productInput,
  uploadTestImage,
  type TestUser,
} from "../../../test/helpers";
import { user } from "../auth/auth.tables";

let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller, buyer] = await Promise.all([
    createUser(app, "Seller", "Rahim Traders"),
    createUser(app, "Seller"),
    createUser(app, "Buyer"),
  ]);
  await app.db.update(user).set({ verified: true }).where(eq(user.id, seller.id));
});
afterAll(() => app.close());

const post = (who: TestUser | undefined, payload: unknown) =>
  injectAs(app, who, { method: "POST", url: "/api/products", payload: payload as object });
const list = (url: string) => app.inject({ method: "GET", url });

describe("POST /api/products", () => {
  it("lists a phone with the seller from the session", async () => {
    const img = await uploadTestImage(app, seller);
    const response = await post(seller, {
      ...productInput(img, { name: "Galaxy S21", brand: "Samsung" }),
      sellerName: "Someone Else",
      sellerEmail: "forged@example.com",
    });
    expect(response.statusCode).toBe(200);
    const { acknowledged, insertedId } = response.json<{
      acknowledged: boolean;
      insertedId: string;
    }>();
    expect(acknowledged).toBe(true);

    const listed = (await list("/api/products?category=samsung")).json<Product[]>();
    const product = listed.find((p) => p._id === insertedId);
    expect(productSchema.parse(product)).toMatchObject({
      name: "Galaxy S21",
      img,
      brand: "Samsung",
      sellerId: seller.id,
      sellerName: "Rahim Traders",
      sellerVerified: true,
      isAdvertised: false,
      status: "available",
      description: {
        resalePrice: 45000,
        originalPrice: 90000,
        yearsOfUse: "6 months",
        location: "Dhaka",
      },
    });
    expect(new Date(product!.description.date).toISOString()).toBe(product!.description.date);
  });

  it("returns 401 when signed out and 403 for a buyer", async () => {
    const img = await uploadTestImage(app, seller);
    expect((await post(undefined, productInput(img))).statusCode).toBe(401);
    const asBuyer = await post(buyer, productInput(img));
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json<ApiError>().code).toBe("NOT_A_SELLER");
  });

  it("returns 400 for missing fields, bad prices, brand, location or age", async () => {
    const img = await uploadTestImage(app, seller);
    const valid = productInput(img);
    const description = valid.description;
    for (const payload of [
      {},
      { ...valid, name: "  " },
      { ...valid, img: undefined },
      { ...valid, brand: "Sony" },
      { ...valid, description: undefined },
      { ...valid, description: { ...description, resalePrice: undefined } },
      { ...valid, description: { ...description, resalePrice: -5 } },
      { ...valid, description: { ...description, resalePrice: 0 } },
      { ...valid, description: { ...description, resalePrice: 450.5 } },
      { ...valid, description: { ...description, originalPrice: "lots" } },
      { ...valid, description: { ...description, originalPrice: 1e12 } },
      { ...valid, description: { ...description, location: "Paris" } },
      { ...valid, description: { ...description, yearsOfUse: "13 months" } },
    ]) {
      const response = await post(seller, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<ApiError>().code).toBe("VALIDATION_ERROR");
    }
  });

  it("returns 400 when img is another seller's photo or not an uploaded photo", async () => {
    const othersImg = await uploadTestImage(app, otherSeller);
    for (const img of [othersImg, "https://example.com/phone.jpg", "/images/nope.webp"]) {
      const response = await post(seller, productInput(img));
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({
        code: "IMAGE_NOT_YOURS",
        details: [{ path: "body/img" }],
      });
      expect(response.json<ApiError>().message).toMatch(/photo you uploaded/);
    }
  });
});
