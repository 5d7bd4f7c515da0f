import { BOOKING_ERRORS, BOOKING_MESSAGES, type ApiError } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  createUsersFast,
  type TestUser,
} from "../../../test/helpers";
import { products } from "../listings/listings.tables";
import { bookings } from "./deals.bookings.tables";
import { book, bookOk, markSold } from "./deals.test-helpers";

let app: FastifyInstance;
let seller: TestUser;
let buyers: TestUser[];

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUserFast(app, "Seller");
  buyers = await createUsersFast(app, 50, "Buyer");
});
afterAll(() => app.close());

async function stateOf(productId: string) {
  const [product] = await app.db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  const rows = await app.db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.productId, productId));
  const count = (status: string) => rows.filter((row) => row.status === status).length;
  return {
    product: product?.status,
    rows,
    sold: count("sold"),
    ended: count("ended"),
    booked: count("booked"),
  };
}

const messageOf = (response: { json: <T>() => T }) => response.json<ApiError>().message;

describe("POST /api/bookedproducts under concurrency", () => {
  it("books one phone for 50 buyers at once: 50 distinct bookings", async () => {
    const productId = await createTestProduct(app, seller);
    const responses = await Promise.all(buyers.map((buyer) => book(app, buyer, productId)));
    expect(responses.map((r) => r.statusCode)).toEqual(buyers.map(() => 200));
    const ids = responses.map((r) => r.json<{ insertedId: string }>().insertedId);
    expect(new Set(ids).size).toBe(50);
    const { rows } = await stateOf(productId);
    expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
  });

  it("books once when the same buyer sends 50 requests at once; 49 get 409", async () => {
    const productId = await createTestProduct(app, seller);
    const buyer = buyers[0]!;
    const responses = await Promise.all(buyers.map(() => book(app, buyer, productId)));
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(refused).toHaveLength(49);
    expect(new Set(refused.map(messageOf))).toEqual(new Set([BOOKING_MESSAGES.alreadyBooked]));
    expect((await stateOf(productId)).rows).toHaveLength(1);
  });

  it("never leaves an open booking on a phone sold while 30 buyers book it", async () => {
    const productId = await createTestProduct(app, seller);
    // Bookings start 20 ms apart and the sale starts among them, so that some bookings are ahead
    // of it and some behind. On PostgreSQL this fails without the product row lock of a booking.
    const after = <T>(ms: number, send: () => Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        setTimeout(() => void send().then(resolve, reject), ms);
      });
    const [sale, ...answers] = await Promise.all([
      after(150, () => markSold(app, seller, productId)),
      ...buyers.slice(0, 30).map((buyer, i) => after(i * 20, () => book(app, buyer, productId))),
    ]);
    expect(sale.statusCode).toBe(200);
    const accepted = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    // The race really happened: the first booking (150 ms before the sale) went through, the
    // last (430 ms after it) was refused, and every refusal says the phone is sold.
    expect(answers[0]!.statusCode).toBe(200);
    expect(answers.at(-1)!.statusCode).toBe(409);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused.map((r) => r.statusCode))).toEqual(new Set([409]));
    expect(new Set(refused.map(messageOf))).toEqual(new Set([BOOKING_ERRORS.productSold]));
    // Every accepted booking was ended by the sale; nothing refused left a row behind.
    const state = await stateOf(productId);
    expect(state).toMatchObject({ product: "sold", booked: 0, sold: 0, ended: accepted.length });
    const acceptedIds = accepted.map((r) => r.json<{ insertedId: string }>().insertedId);
    expect(state.rows.map((row) => row.id).sort()).toEqual(acceptedIds.sort());
  });
});

describe("PATCH /api/products/:id/sold under concurrency", () => {
  it("sells once when 10 calls mark it sold outside at once; the rest get 409", async () => {
    // Selling to one buyer is the handover code: its races are in deals.races.test.ts.
    const productId = await createTestProduct(app, seller);
    const bookingIds = await Promise.all(buyers.slice(0, 10).map((b) => bookOk(app, b, productId)));
    const responses = await Promise.all(bookingIds.map(() => markSold(app, seller, productId)));
    const winners = responses.filter((r) => r.statusCode === 200);
    const losers = responses.filter((r) => r.statusCode === 409);
    expect(winners).toHaveLength(1);
    expect(losers).toHaveLength(9);
    expect(new Set(losers.map(messageOf))).toEqual(new Set([BOOKING_ERRORS.alreadyMarkedSold]));
    const state = await stateOf(productId);
    expect(state).toMatchObject({ product: "sold", sold: 0, ended: 10, booked: 0 });
    expect(state.rows.map((row) => row.id).sort()).toEqual([...bookingIds].sort());
  });
});
