import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  productInput,
  signUp,
  uploadTestImage,
  type TestUser,
} from "./helpers";

// The web forms and the server read one set of schemas from packages/shared; these check that
// the server refuses what the forms refuse, with the same words and the failing field.

let app: FastifyInstance;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [seller, buyer] = await Promise.all([
    createUserFast(app, "Seller"),
    createUserFast(app, "Buyer"),
  ]);
});
afterAll(() => app.close());

const details = (body: string) => JSON.parse(body) as ApiError & { details: unknown[] };

describe("POST /api/auth/sign-up/email", () => {
  it("returns 400 naming the field when the name is 101 characters", async () => {
    const { response } = await signUp(app, { name: "N".repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(details(response.body).details).toEqual([
      { path: "body/name", message: "Full name must be at most 100 characters." },
    ]);
  });
});

describe("POST /api/products", () => {
  it("returns 400 naming each field for a 101-character name and a price of 0", async () => {
    const img = await uploadTestImage(app, seller);
    const body = productInput(img, { name: "x".repeat(101) });
    body.description.resalePrice = 0;
    const response = await injectAs(app, seller, {
      method: "POST",
      url: "/api/products",
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(details(response.body).details).toEqual([
      { path: "body/name", message: "Product Name must be at most 100 characters." },
      { path: "body/description/resalePrice", message: "Resale price must be at least ৳1" },
    ]);
  });
});

describe("POST /api/bookedproducts", () => {
  it("stores a phone number typed in Bangla digits as ASCII digits", async () => {
    const productId = await createTestProduct(app, seller);
    const booked = await injectAs(app, buyer, {
      method: "POST",
      url: "/api/bookedproducts",
      payload: { productId, userLocation: "Dhaka", userPhone: "০১৭১২-৩৪৫৬৭৮" },
    });
    expect(booked.statusCode).toBe(200);
    const orders = await injectAs(app, buyer, {
      method: "GET",
      url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`,
    });
    expect(orders.json<{ userPhone: string }[]>().map((order) => order.userPhone)).toEqual([
      "01712345678",
    ]);
  });

  it("returns 400 naming the phone when it is longer than 20 characters", async () => {
    const response = await injectAs(app, buyer, {
      method: "POST",
      url: "/api/bookedproducts",
      payload: { productId: "p1", userLocation: "Dhaka", userPhone: "0".repeat(21) },
    });
    expect(response.statusCode).toBe(400);
    expect(details(response.body).details).toEqual([
      { path: "body/userPhone", message: "Phone number must be at most 20 characters." },
    ]);
  });
});
