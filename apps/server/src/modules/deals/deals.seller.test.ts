import type { MyProduct } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  type TestUser,
} from "../../../test/helpers";
import {
  MALFORMED_IDS,
  UNKNOWN_ID,
  bookOk,
  expectError,
  productBookings,
  productBookingsResponse,
} from "./deals.test-helpers";

let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller, buyer, otherBuyer, admin] = await Promise.all([
    createUserFast(app, "Seller"),
    createUserFast(app, "Seller"),
    createUserFast(app, "Buyer", "Karim Ahmed"),
    createUserFast(app, "Buyer"),
    createUserFast(app, "Admin"),
  ]);
});
afterAll(() => app.close());

async function myProducts(who: TestUser): Promise<MyProduct[]> {
  const url = `/api/myproducts?email=${encodeURIComponent(who.email)}`;
  const response = await injectAs(app, who, { method: "GET", url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyProduct[]>();
}

const bookingCountOf = async (productId: string) =>
  (await myProducts(seller)).find((p) => p._id === productId)?.bookingCount;

describe("GET /api/products/:id/bookings", () => {
  it("answers the phone's bookings with buyer and meeting place, newest first; no number before acceptance", async () => {
    const productId = await createTestProduct(app, seller);
    const first = await bookOk(app, buyer, productId);
    const second = await bookOk(app, otherBuyer, productId);
    const list = await productBookings(app, seller, productId);
    expect(list.map((b) => b._id)).toEqual([second, first]);
    expect(list[1]).toEqual({
      _id: first,
      buyerName: buyer.name,
      userPhone: null,
      userLocation: "Gazipur",
      price: 45000,
      status: "booked",
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
    });
  });

  it("refuses an admin: buyers' phone numbers are for the phone's seller alone", async () => {
    const productId = await createTestProduct(app, seller);
    await bookOk(app, buyer, productId);
    const response = await productBookingsResponse(app, admin, productId);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain("01712345678");
  });

  it("returns 401 signed out, 403 for a buyer, 404 for another seller and unknown ids", async () => {
    const productId = await createTestProduct(app, seller);
    await bookOk(app, buyer, productId);
    expectError(await productBookingsResponse(app, undefined, productId), "UNAUTHORIZED");
    expectError(await productBookingsResponse(app, buyer, productId), "NOT_A_SELLER");
    expectError(await productBookingsResponse(app, otherSeller, productId), "PRODUCT_NOT_FOUND");
    for (const id of [UNKNOWN_ID, ...MALFORMED_IDS]) {
      expectError(await productBookingsResponse(app, seller, id), "PRODUCT_NOT_FOUND");
    }
  });
});

describe("GET /api/myproducts bookingCount", () => {
  it("counts each product's open bookings", async () => {
    const lonely = await createTestProduct(app, seller);
    const popular = await createTestProduct(app, seller);
    const cancelled = await bookOk(app, buyer, popular);
    await bookOk(app, otherBuyer, popular);
    await bookOk(app, admin, popular);
    expect(await bookingCountOf(lonely)).toBe(0);
    expect(await bookingCountOf(popular)).toBe(3);
    await injectAs(app, buyer, { method: "DELETE", url: `/api/bookedproducts/${cancelled}` });
    expect(await bookingCountOf(popular)).toBe(2);
    const sold = await injectAs(app, seller, {
      method: "PATCH",
      url: `/api/products/${popular}/sold`,
    });
    expect(sold.statusCode).toBe(200);
    expect(await bookingCountOf(popular)).toBe(0);
  });

  it("lists products with a booking count of their own, never another seller's", async () => {
    const theirs = await createTestProduct(app, otherSeller);
    await bookOk(app, buyer, theirs);
    const mine = await myProducts(seller);
    expect(mine.every((p) => p.sellerId === seller.id)).toBe(true);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((p) => Number.isInteger(p.bookingCount))).toBe(true);
  });
});
