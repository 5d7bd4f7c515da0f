import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../src/modules/auth/auth.tables";
import { bookings } from "../src/modules/bookings/bookings.tables";
import { productReports, products } from "../src/modules/products/products.tables";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  createUsersFast,
  injectAs,
  type TestUser,
} from "./helpers";

// Two things at once that may only happen once, or that undo each other: whatever the order,
// one consistent outcome and never a 5xx. Each race runs ROUNDS times on fresh objects.
// Many buyers booking one phone, one buyer booking twice, selling while buyers book and ten
// sales through ten bookings are in src/modules/bookings/bookings.concurrency.test.ts.

const ROUNDS = 10;

let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUserFast(app, "Admin");
});
afterAll(() => app?.close());

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => response.statusCode).sort();

function book(who: TestUser, productId: string) {
  return injectAs(app, who, {
    method: "POST",
    url: "/api/bookedproducts",
    payload: { productId, userLocation: "Dhaka", userPhone: "01712345678" },
  });
}

async function rowCount(
  table: typeof bookings | typeof productReports,
  where: ReturnType<typeof eq>,
) {
  const [row] = await app.db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

describe("races", () => {
  it("sells a phone once when its seller marks the same booking sold twice at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const [buyer] = await createUsersFast(app, 1, "Buyer");
      const productId = await createTestProduct(app, seller);
      const booked = await book(buyer!, productId);
      const bookingId = booked.json<{ insertedId: string }>().insertedId;
      const sell = () =>
        injectAs(app, seller, {
          method: "PATCH",
          url: `/api/products/${productId}/sold`,
          payload: { bookingId },
        });
      const answers = await Promise.all([sell(), sell()]);
      expect(statuses(answers)).toEqual([200, 409]);
      const [product] = await app.db
        .select({ status: products.status })
        .from(products)
        .where(eq(products.id, productId));
      expect(product?.status).toBe("sold");
      expect(
        await rowCount(
          bookings,
          and(eq(bookings.productId, productId), eq(bookings.status, "sold"))!,
        ),
      ).toBe(1);
    }
  });

  it("records one report when a user reports a phone twice at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const [reporter] = await createUsersFast(app, 1, "Buyer");
      const productId = await createTestProduct(app, seller);
      const report = () =>
        injectAs(app, reporter, {
          method: "PATCH",
          url: `/api/products/reported/${productId}`,
          payload: { reason: "Looks stolen" },
        });
      const answers = await Promise.all([report(), report()]);
      expect(statuses(answers)).toEqual([200, 409]);
      expect(await rowCount(productReports, eq(productReports.productId, productId))).toBe(1);
    }
  });

  it("leaves no booking of a phone deleted while eight buyers book it", async () => {
    const buyers = await createUsersFast(app, 8, "Buyer");
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const productId = await createTestProduct(app, seller);
      const remove = injectAs(app, seller, { method: "DELETE", url: `/api/products/${productId}` });
      const answers = await Promise.all([remove, ...buyers.map((buyer) => book(buyer, productId))]);
      expect(answers[0].statusCode).toBe(200);
      for (const answer of answers.slice(1)) expect([200, 404]).toContain(answer.statusCode);
      expect(await rowCount(bookings, eq(bookings.productId, productId))).toBe(0);
      for (const buyer of buyers) {
        const orders = await injectAs(app, buyer, {
          method: "GET",
          url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`,
        });
        expect(orders.statusCode).toBe(200);
        expect(orders.body).not.toContain(productId);
      }
    }
  });

  it("leaves nothing of a buyer deleted while they book five phones", async () => {
    const seller = await createUserFast(app, "Seller");
    const phones = await Promise.all(
      Array.from({ length: 5 }, () => createTestProduct(app, seller)),
    );
    for (let round = 0; round < ROUNDS; round++) {
      const [buyer] = await createUsersFast(app, 1, "Buyer");
      const remove = injectAs(app, admin, { method: "DELETE", url: `/api/users/${buyer!.id}` });
      const answers = await Promise.all([remove, ...phones.map((phone) => book(buyer!, phone))]);
      expect(answers[0].statusCode).toBe(200);
      // A booking went through before the deletion (and went with it), or was refused with
      // 401: the session had ended, or the account went while the booking was being written.
      for (const answer of answers.slice(1)) {
        expect([200, 401], answer.body).toContain(answer.statusCode);
      }
      expect(await rowCount(bookings, eq(bookings.buyerId, buyer!.id))).toBe(0);
      expect(await app.db.select().from(user).where(eq(user.id, buyer!.id))).toEqual([]);
      expect(await app.db.select().from(session).where(eq(session.userId, buyer!.id))).toEqual([]);
      const mine = await injectAs(app, seller, {
        method: "GET",
        url: `/api/products/${phones[0]}/bookings`,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.body).not.toContain(buyer!.email);
    }
  });
});
