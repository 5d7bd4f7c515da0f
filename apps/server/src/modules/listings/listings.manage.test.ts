import {
  cardImageUrl,
  ERROR_STATUS,
  NEXT_CURSOR_HEADER,
  type ApiError,
  type ErrorCode,
  type MyProduct,
  type Product,
} from "@bechedaw/shared";
import { eq } from "drizzle-orm";
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
import { MY_PRODUCTS_PAGE_SIZE } from "../deals/deals.queries";
import { images } from "../images/images.tables";
import { createProduct, type NewProduct } from "./listings.service";
import { productReports, products } from "./listings.tables";

let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller, buyer, admin] = await Promise.all([
    createUser(app, "Seller"),
    createUser(app, "Seller"),
    createUser(app, "Buyer"),
    createUser(app, "Admin"),
  ]);
});
afterAll(() => app.close());

const UNKNOWN_ID = "0b0e3a6e-8f4e-4b7e-9c55-4a3f0f7b2f11";
const MALFORMED_IDS = ["not-a-uuid", "123", "0b0e3a6e-8f4e-4b7e-9c55-4a3f0f7b2f1z"];

const myProducts = (who: TestUser | undefined, email: string) =>
  injectAs(app, who, { method: "GET", url: `/api/myproducts?email=${encodeURIComponent(email)}` });
const advertise = (who: TestUser | undefined, id: string) =>
  injectAs(app, who, { method: "PATCH", url: `/api/products/${id}` });
const remove = (who: TestUser | undefined, id: string) =>
  injectAs(app, who, { method: "DELETE", url: `/api/products/${id}` });

/** The response is the error `code`, with its status. */
function expectError(response: { statusCode: number; json: <T>() => T }, code: ErrorCode) {
  const status = ERROR_STATUS[code];
  expect(response.statusCode).toBe(status);
  expect(response.json<ApiError>()).toMatchObject({ statusCode: status, code });
}

describe("GET /api/myproducts", () => {
  it("answers all of the caller's own products with their status", async () => {
    const id = await createTestProduct(app, seller, { name: "Pixel-free zone" });
    await createTestProduct(app, otherSeller);
    const response = await myProducts(seller, seller.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const mine = response.json<Product[]>();
    expect(mine.map((p) => p._id)).toContain(id);
    expect(mine.every((p) => p.sellerId === seller.id && p.status === "available")).toBe(true);
  });

  it("pages newest first with the public lists' cursor header, 50 a page", async () => {
    const pager = await createUser(app, "Seller");
    const img = await uploadTestImage(app, pager);
    const created: string[] = [];
    for (let i = 0; i < MY_PRODUCTS_PAGE_SIZE + 3; i++) {
      const input = productInput(img) as NewProduct;
      created.push(await createProduct(app.db, { id: pager.id, role: "Seller" }, input));
    }
    const first = await myProducts(pager, pager.email);
    expect(first.json<MyProduct[]>()).toHaveLength(MY_PRODUCTS_PAGE_SIZE);
    const cursor = first.headers[NEXT_CURSOR_HEADER];
    expect(cursor).toEqual(expect.any(String));
    const url = `/api/myproducts?email=${encodeURIComponent(pager.email)}&cursor=${String(cursor)}`;
    const second = await injectAs(app, pager, { method: "GET", url });
    expect(second.statusCode).toBe(200);
    expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    const all = [...first.json<MyProduct[]>(), ...second.json<MyProduct[]>()];
    expect(all.map((p) => p._id)).toEqual(created.reverse());
    expect(all.every((p) => p.bookingCount === 0)).toBe(true);

    const bad = await injectAs(app, pager, {
      method: "GET",
      url: `${url.split("&")[0]}&cursor=%%%`,
    });
    expectError(bad, "INVALID_CURSOR");
  });

  it("returns 401 signed out, 403 for a buyer or another seller's email, 400 without email", async () => {
    expectError(await myProducts(undefined, seller.email), "UNAUTHORIZED");
    expectError(await myProducts(buyer, buyer.email), "NOT_A_SELLER");
    expectError(await myProducts(otherSeller, seller.email), "NOT_YOUR_ACCOUNT");
    expectError(
      await injectAs(app, seller, { method: "GET", url: "/api/myproducts" }),
      "VALIDATION_ERROR",
    );
  });
});

describe("PATCH /api/products/:id", () => {
  it("advertises the seller's own product once", async () => {
    const id = await createTestProduct(app, seller);
    const first = await advertise(seller, id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await advertise(seller, id)).json()).toEqual({ acknowledged: true, modifiedCount: 0 });
  });

  it("returns 401 signed out, 403 for a buyer, an admin or another seller", async () => {
    const id = await createTestProduct(app, seller);
    expectError(await advertise(undefined, id), "UNAUTHORIZED");
    for (const who of [buyer, admin]) expectError(await advertise(who, id), "NOT_A_SELLER");
    expectError(await advertise(otherSeller, id), "NOT_PRODUCT_OWNER");
  });

  it("returns 404 for unknown and malformed ids, and 409 for a sold product", async () => {
    for (const id of [UNKNOWN_ID, ...MALFORMED_IDS]) {
      expectError(await advertise(seller, id), "PRODUCT_NOT_FOUND");
    }
    const id = await createTestProduct(app, seller);
    await app.db.update(products).set({ status: "sold" }).where(eq(products.id, id));
    expectError(await advertise(seller, id), "PRODUCT_SOLD");
  });
});

describe("DELETE /api/products/:id", () => {
  it("deletes the seller's unreported product for good, with its now unused photo", async () => {
    const img = await uploadTestImage(app, seller);
    const id = await createTestProduct(app, seller, { img });

    const response = await remove(seller, id);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await app.db.select().from(products).where(eq(products.id, id))).toEqual([]);
    const name = img.slice("/images/".length, -".webp".length);
    expect(await app.db.select().from(images).where(eq(images.name, name))).toEqual([]);
    for (const url of [img, cardImageUrl(img)]) {
      expect((await app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
  });

  it("keeps a reported product's reports for the admins: the listing is gone for everyone else", async () => {
    const id = await createTestProduct(app, seller);
    await injectAs(app, buyer, { method: "PATCH", url: `/api/products/reported/${id}` });
    expect((await remove(seller, id)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const reports = await app.db
      .select()
      .from(productReports)
      .where(eq(productReports.productId, id));
    expect(reports).toHaveLength(1);
    const [row] = await app.db.select().from(products).where(eq(products.id, id));
    expect(row?.status).toBe("deleted");
    expectError(await remove(seller, id), "PRODUCT_NOT_FOUND");
    const page = await injectAs(app, buyer, { method: "GET", url: `/api/products/${id}` });
    expect(page.statusCode).toBe(404);
  });

  it("keeps a photo that another product still uses", async () => {
    const img = await uploadTestImage(app, seller);
    const first = await createTestProduct(app, seller, { img });
    await createTestProduct(app, seller, { img });
    expect((await remove(seller, first)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await app.inject({ method: "GET", url: img })).statusCode).toBe(200);
  });

  it("lets an admin delete any product", async () => {
    const id = await createTestProduct(app, seller);
    expect((await remove(admin, id)).json()).toEqual({ acknowledged: true, deletedCount: 1 });
  });

  it("returns 401 signed out, 403 for a buyer or another seller, 404 for unknown ids", async () => {
    const id = await createTestProduct(app, seller);
    expectError(await remove(undefined, id), "UNAUTHORIZED");
    expectError(await remove(buyer, id), "NOT_A_SELLER");
    expectError(await remove(otherSeller, id), "NOT_PRODUCT_OWNER");
    for (const bad of [UNKNOWN_ID, ...MALFORMED_IDS]) {
      expectError(await remove(admin, bad), "PRODUCT_NOT_FOUND");
    }
    expect((await myProducts(seller, seller.email)).json<Product[]>().map((p) => p._id)).toContain(
      id,
    );
  });
});

describe("PATCH /api/products/reported/:id", () => {
  const report = (who: TestUser | undefined, id: string, body?: string) =>
    injectAs(app, who, {
      method: "PATCH",
      url: `/api/products/reported/${id}`,
      headers: { "content-type": "application/json" },
      ...(body === undefined ? {} : { payload: body }),
    });

  it("records a report sent with a JSON content type and no body", async () => {
    const id = await createTestProduct(app, seller);
    const response = await report(buyer, id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true });
  });

  it("records an optional reason, once per user (409 the second time)", async () => {
    const id = await createTestProduct(app, seller);
    const first = await report(otherSeller, id, JSON.stringify({ reason: "  Looks stolen  " }));
    expect(first.statusCode).toBe(200);
    const [row] = await app.db
      .select()
      .from(productReports)
      .where(eq(productReports.productId, id));
    expect(row).toMatchObject({ reporterId: otherSeller.id, reason: "Looks stolen" });

    const again = await report(otherSeller, id, "{}");
    expectError(again, "ALREADY_REPORTED");
    expect(again.json<ApiError>()).toMatchObject({
      code: "ALREADY_REPORTED",
      message: "You have already reported this product.",
    });
    expect((await report(admin, id, "{}")).statusCode).toBe(200);
  });

  it("returns 401 signed out, 403 for the product's own seller", async () => {
    const id = await createTestProduct(app, seller);
    expectError(await report(undefined, id), "UNAUTHORIZED");
    expectError(await report(seller, id), "OWN_PRODUCT");
  });

  it("returns 404 for unknown and malformed ids, 400 for a bad body", async () => {
    for (const id of [UNKNOWN_ID, ...MALFORMED_IDS]) {
      expectError(await report(buyer, id), "PRODUCT_NOT_FOUND");
    }
    const id = await createTestProduct(app, seller);
    expectError(await report(buyer, id, "{"), "INVALID_JSON");
    for (const body of [
      "[]",
      JSON.stringify({ reason: 5 }),
      JSON.stringify({ reason: "x".repeat(501) }),
    ]) {
      expectError(await report(buyer, id, body), "VALIDATION_ERROR");
    }
  });
});
