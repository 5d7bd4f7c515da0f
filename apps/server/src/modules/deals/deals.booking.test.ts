import { BOOKING_ERRORS, BOOKING_MESSAGES, type ApiError } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUser,
  createUserFast,
  type TestUser,
} from "../../../test/helpers";
import { bookings } from "./deals.bookings.tables";
import {
  MALFORMED_IDS,
  UNKNOWN_ID,
  book,
  bookOk,
  cancel,
  myOrders,
  expectError,
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
  // One buyer signs up and in for real; the others get their sessions directly.
  buyer = await createUser(app, "Buyer", "Rahim Uddin");
  [seller, otherSeller, otherBuyer, admin] = await Promise.all([
    createUserFast(app, "Seller"),
    createUserFast(app, "Seller"),
    createUserFast(app, "Buyer"),
    createUserFast(app, "Admin"),
  ]);
});
afterAll(() => app.close());

async function bookingRows(productId: string) {
  return app.db.select().from(bookings).where(eq(bookings.productId, productId));
}

describe("POST /api/bookedproducts", () => {
  it("books a phone at its price for the signed-in buyer, whatever the body claims", async () => {
    const productId = await createTestProduct(app, seller, {
      name: "Galaxy S21",
      brand: "Samsung",
    });
    const response = await book(app, buyer, productId, {
      userPhone: "017-1234 5678",
      userLocation: "Rangpur",
      productPrice: 1,
      price: 1,
      userEmail: otherBuyer.email,
      buyerId: otherBuyer.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { acknowledged, insertedId } = response.json<{
      acknowledged: boolean;
      insertedId: string;
    }>();
    expect(acknowledged).toBe(true);
    const [row] = await bookingRows(productId);
    expect(row).toMatchObject({
      id: insertedId,
      buyerId: buyer.id,
      phone: "01712345678",
      meetingLocation: "Rangpur",
      price: 45000,
      status: "booked",
    });
    const [seen] = await productBookings(app, seller, productId);
    expect(seen).toMatchObject({ buyerName: "Rahim Uddin" });
    expect(JSON.stringify(seen)).not.toContain(buyer.email);
  });

  it("returns 401 signed out and writes nothing", async () => {
    const productId = await createTestProduct(app, seller);
    expectError(await book(app, undefined, productId), "UNAUTHORIZED");
    expect(await bookingRows(productId)).toHaveLength(0);
  });

  it.each([
    ["a short phone", { userPhone: "0171" }, "body/userPhone", BOOKING_MESSAGES.phoneInvalid],
    ["no phone", { userPhone: "" }, "body/userPhone", BOOKING_MESSAGES.phoneRequired],
    ["a landline", { userPhone: "0291234567" }, "body/userPhone", BOOKING_MESSAGES.phoneInvalid],
    ["an unknown location", { userLocation: "Narnia" }, "body/userLocation", undefined],
    ["no productId", { productId: undefined }, "body/productId", undefined],
  ])("returns 400 for %s, naming the field", async (_, overrides, path, message) => {
    const productId = await createTestProduct(app, seller);
    const response = await book(app, buyer, productId, overrides);
    expectError(response, "VALIDATION_ERROR", message);
    const details = response.json<ApiError>().details as { path: string }[];
    expect(details.map((d) => d.path)).toContain(path);
    expect(await bookingRows(productId)).toHaveLength(0);
  });

  it("returns 404 for an unknown or malformed productId", async () => {
    for (const id of [UNKNOWN_ID, ...MALFORMED_IDS]) {
      expectError(await book(app, buyer, id), "PRODUCT_NOT_FOUND", BOOKING_ERRORS.unknownProduct);
    }
  });

  it("returns 403 when the seller books their own phone", async () => {
    const productId = await createTestProduct(app, seller);
    expectError(await book(app, seller, productId), "OWN_PRODUCT", BOOKING_ERRORS.ownPhone);
    expect(await bookingRows(productId)).toHaveLength(0);
  });

  it("lets any other signed-in user book: another seller, an admin", async () => {
    const productId = await createTestProduct(app, seller);
    await bookOk(app, otherSeller, productId);
    await bookOk(app, admin, productId);
    expect(await bookingRows(productId)).toHaveLength(2);
  });

  it("returns 409 with the exact message when the same buyer books again", async () => {
    const productId = await createTestProduct(app, seller);
    await bookOk(app, buyer, productId);
    const again = await book(app, buyer, productId, { userPhone: "01812345678" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      statusCode: 409,
      code: "ALREADY_BOOKED",
      message: "You've already booked this product.",
    });
    expect(await bookingRows(productId)).toHaveLength(1);
  });

  it("lets a buyer book again after cancelling: the cancelled deal is booked anew", async () => {
    const productId = await createTestProduct(app, seller);
    const first = await bookOk(app, buyer, productId);
    expect((await cancel(app, buyer, first)).statusCode).toBe(200);
    const second = await bookOk(app, buyer, productId);
    expect(second).toBe(first);
    expect((await bookingRows(productId)).map((b) => b.id)).toEqual([first]);
    expect((await myOrders(app, buyer)).find((o) => o._id === first)?.status).toBe("booked");
  });
});
