import { BOOKING_ERRORS, type Order } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  type TestUser,
} from "../../../test/helpers";
import { bookings } from "./deals.bookings.tables";
import {
  MALFORMED_IDS,
  UNKNOWN_ID,
  bookOk,
  cancel,
  expectError,
  myOrders,
  myOrdersResponse,
  productBookings,
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
    createUserFast(app, "Buyer"),
    createUserFast(app, "Buyer"),
    createUserFast(app, "Admin"),
  ]);
});
afterAll(() => app.close());

async function bookingRows(productId: string) {
  return app.db.select().from(bookings).where(eq(bookings.productId, productId));
}

describe("GET /api/myorders", () => {
  it("answers only the caller's own bookings, newest first, with the product's details", async () => {
    const shopper = await createUserFast(app, "Buyer");
    const older = await createTestProduct(app, seller, { name: "iPhone 12" });
    const newer = await createTestProduct(app, otherSeller, {
      name: "Oppo A74",
      brand: "Oppo",
      description: {
        resalePrice: 15000,
        originalPrice: 25000,
        yearsOfUse: "2 months",
        location: "Bogura",
      },
    });
    const olderBooking = await bookOk(app, shopper, older);
    const newerBooking = await bookOk(app, shopper, newer);
    await bookOk(app, otherBuyer, newer);
    const orders = await myOrders(app, shopper);
    expect(orders.map((o) => o._id)).toEqual([newerBooking, olderBooking]);
    expect(orders[0]).toEqual({
      _id: newerBooking,
      productId: newer,
      productImg: expect.stringMatching(/^\/images\/[A-Za-z0-9_-]{22}\.webp$/) as string,
      productName: "Oppo A74",
      productPrice: 15000,
      userLocation: "Gazipur",
      userPhone: "01712345678",
      status: "booked",
      date: expect.any(String) as string,
    } satisfies Order);
  });

  it("reads the email in any letter case", async () => {
    await bookOk(app, buyer, await createTestProduct(app, seller));
    const response = await myOrdersResponse(app, buyer, buyer.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json<Order[]>().length).toBeGreaterThan(0);
  });

  it("returns 401 signed out, 403 for someone else's email, 400 without email", async () => {
    expectError(await myOrdersResponse(app, undefined, buyer.email), "UNAUTHORIZED");
    expectError(await myOrdersResponse(app, otherBuyer, buyer.email), "NOT_YOUR_ACCOUNT");
    expectError(await myOrdersResponse(app, admin, buyer.email), "NOT_YOUR_ACCOUNT");
    const noEmail = await app.inject({
      method: "GET",
      url: "/api/myorders",
      headers: { cookie: buyer.cookie },
    });
    expectError(noEmail, "VALIDATION_ERROR");
  });
});

describe("DELETE /api/bookedproducts/:id", () => {
  it("cancels the buyer's own booking (kept as cancelled); a second Delete removes it from My Orders only", async () => {
    const productId = await createTestProduct(app, seller);
    const bookingId = await bookOk(app, buyer, productId);
    const response = await cancel(app, buyer, bookingId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const order = (await myOrders(app, buyer)).find((o) => o._id === bookingId);
    expect(order?.status).toBe("cancelled");
    expect((await productBookings(app, seller, productId)).map((b) => b.status)).toEqual([
      "cancelled",
    ]);
    expect((await cancel(app, buyer, bookingId)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
    expect((await myOrders(app, buyer)).map((o) => o._id)).not.toContain(bookingId);
    // The seller's side keeps the deal: the other side and the admins may still need it.
    expect((await productBookings(app, seller, productId)).map((b) => b.status)).toEqual([
      "cancelled",
    ]);
  });

  it("returns 401 signed out, 403 for anyone but its buyer, and keeps the booking", async () => {
    const productId = await createTestProduct(app, seller);
    const bookingId = await bookOk(app, buyer, productId);
    expectError(await cancel(app, undefined, bookingId), "UNAUTHORIZED");
    for (const who of [otherBuyer, seller, otherSeller, admin]) {
      expectError(await cancel(app, who, bookingId), "NOT_BOOKING_OWNER");
    }
    expect(await bookingRows(productId)).toHaveLength(1);
  });

  it("returns 404 for an unknown or malformed id", async () => {
    for (const id of [UNKNOWN_ID, ...MALFORMED_IDS]) {
      expectError(await cancel(app, buyer, id), "BOOKING_NOT_FOUND", BOOKING_ERRORS.unknownBooking);
    }
  });
});
