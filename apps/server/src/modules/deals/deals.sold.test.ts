import { BOOKING_ERRORS, type Order, type Product } from "@bechedaw/shared";
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
  book,
  bookOk,
  cancel,
  expectError,
  markSold,
  myOrders,
  productBookings,
} from "./deals.test-helpers";
import { stepOk, toMeetup } from "./deals.steps.test-helpers";

let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let lateBuyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller, buyer, otherBuyer, lateBuyer, admin] = await Promise.all([
    createUserFast(app, "Seller"),
    createUserFast(app, "Seller"),
    createUserFast(app, "Buyer"),
    createUserFast(app, "Buyer"),
    createUserFast(app, "Buyer"),
    createUserFast(app, "Admin"),
  ]);
});
afterAll(() => app.close());

async function publicIds(url: string): Promise<string[]> {
  const response = await app.inject({ method: "GET", url });
  expect(response.statusCode).toBe(200);
  return response.json<Product[]>().map((p) => p._id);
}

/** An advertised Oppo phone of `seller` with bookings by `buyer` and `otherBuyer`. */
async function bookedPhone() {
  const productId = await createTestProduct(app, seller, { brand: "Oppo" });
  await injectAs(app, seller, { method: "PATCH", url: `/api/products/${productId}` });
  const chosen = await bookOk(app, buyer, productId);
  const other = await bookOk(app, otherBuyer, productId);
  return { productId, chosen, other };
}

/** Sells the phone to `buyer` through their deal: accepted, meetup agreed, the code entered. */
async function sellTo(chosen: string) {
  const code = await toMeetup(app, seller, buyer, chosen);
  await stepOk(app, seller, chosen, "handover", { code });
}

const statusOf = async (who: TestUser, bookingId: string) =>
  (await myOrders(app, who)).find((o: Order) => o._id === bookingId)?.status;

describe("PATCH /api/products/:id/sold", () => {
  it("a handover sells to one booking: the phone leaves the public lists, its buyer sees sold, others ended", async () => {
    const { productId, chosen, other } = await bookedPhone();
    expect(await publicIds("/api/products?category=oppo")).toContain(productId);
    expect(await publicIds("/api/advertisedProducts")).toContain(productId);

    await sellTo(chosen);

    expect(await publicIds("/api/products?category=oppo")).not.toContain(productId);
    expect(await publicIds("/api/advertisedProducts")).not.toContain(productId);
    expect(await statusOf(buyer, chosen)).toBe("sold");
    expect(await statusOf(otherBuyer, other)).toBe("ended");
    const statuses = (await productBookings(app, seller, productId)).map((b) => [b._id, b.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [chosen, "sold"],
        [other, "ended"],
      ]),
    );
  });

  it("shows the phone as sold and no longer advertised in the seller's own list", async () => {
    const { productId, chosen } = await bookedPhone();
    await sellTo(chosen);
    const url = `/api/myproducts?email=${encodeURIComponent(seller.email)}`;
    const mine = (await injectAs(app, seller, { method: "GET", url })).json<Product[]>();
    expect(mine.find((p) => p._id === productId)).toMatchObject({
      status: "sold",
      isAdvertised: false,
    });
  });

  it("keeps the sold booking from being cancelled; an ended one can go", async () => {
    const { chosen, other } = await bookedPhone();
    await sellTo(chosen);
    expectError(
      await cancel(app, buyer, chosen),
      "CANNOT_CANCEL_SOLD",
      BOOKING_ERRORS.cannotCancelSold,
    );
    expect(await statusOf(buyer, chosen)).toBe("sold");
    expect((await cancel(app, otherBuyer, other)).json()).toEqual({
      acknowledged: true,
      deletedCount: 1,
    });
  });

  it("refuses new bookings of a sold phone with 409", async () => {
    const { productId, chosen } = await bookedPhone();
    await sellTo(chosen);
    expectError(await book(app, lateBuyer, productId), "PRODUCT_SOLD", BOOKING_ERRORS.productSold);
    expect(await myOrders(app, lateBuyer)).toEqual([]);
  });

  it("returns 409 when the phone is already sold", async () => {
    const { productId, chosen, other } = await bookedPhone();
    await sellTo(chosen);
    expectError(
      await markSold(app, seller, productId, other),
      "ALREADY_MARKED_SOLD",
      "This phone is already sold.",
    );
    expectError(
      await markSold(app, seller, productId),
      "ALREADY_MARKED_SOLD",
      BOOKING_ERRORS.alreadyMarkedSold,
    );
    expect(await statusOf(buyer, chosen)).toBe("sold");
  });

  const emptyBodies: [string, { headers?: Record<string, string>; payload?: string | object }][] = [
    ["no body", {}],
    ["an empty JSON body", { headers: { "content-type": "application/json" }, payload: "" }],
    ["{}", { payload: {} }],
    ["null", { headers: { "content-type": "application/json" }, payload: "null" }],
  ];

  it.each(emptyBodies)(
    "with %s sells the phone outside the site: every booking ends",
    async (_, request) => {
      const { productId, chosen, other } = await bookedPhone();
      const url = `/api/products/${productId}/sold`;
      const response = await injectAs(app, seller, { method: "PATCH", url, ...request });
      expect(response.statusCode, response.body).toBe(200);
      expect(await statusOf(buyer, chosen)).toBe("ended");
      expect(await statusOf(otherBuyer, other)).toBe("ended");
      expect(await publicIds("/api/products?category=Oppo")).not.toContain(productId);
    },
  );

  it("with a bookingId asks for the handover code (409) and changes nothing", async () => {
    const { productId, chosen } = await bookedPhone();
    const elsewhere = await bookedPhone();
    for (const bookingId of [chosen, elsewhere.chosen, UNKNOWN_ID, ...MALFORMED_IDS]) {
      expectError(
        await markSold(app, seller, productId, bookingId),
        "HANDOVER_CODE_REQUIRED",
        BOOKING_ERRORS.handoverCodeRequired,
      );
    }
    expect(await statusOf(buyer, chosen)).toBe("booked");
    expect(await publicIds("/api/products?category=Oppo")).toContain(productId);
  });

  it("returns 400 for a malformed body", async () => {
    const { productId } = await bookedPhone();
    const response = await injectAs(app, seller, {
      method: "PATCH",
      url: `/api/products/${productId}/sold`,
      payload: { bookingId: 42 },
    });
    expectError(response, "VALIDATION_ERROR");
  });

  it("returns 401 signed out, 403 for a buyer, an admin or another seller, 404 unknown ids", async () => {
    const { productId, chosen } = await bookedPhone();
    expectError(await markSold(app, undefined, productId, chosen), "UNAUTHORIZED");
    for (const who of [buyer, admin]) {
      expectError(await markSold(app, who, productId, chosen), "NOT_A_SELLER");
    }
    expectError(await markSold(app, otherSeller, productId, chosen), "NOT_PRODUCT_OWNER");
    for (const id of [UNKNOWN_ID, ...MALFORMED_IDS]) {
      expectError(
        await markSold(app, seller, id),
        "PRODUCT_NOT_FOUND",
        BOOKING_ERRORS.unknownProduct,
      );
    }
    expect(await statusOf(buyer, chosen)).toBe("booked");
  });
});
