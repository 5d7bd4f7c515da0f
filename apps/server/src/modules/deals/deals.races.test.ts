import { and, eq, inArray } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUsersFast,
  type TestUser,
} from "../../../test/helpers";
import { products } from "../listings/listings.tables";
import { bookOk } from "./deals.test-helpers";
import { bookings } from "./deals.bookings.tables";
import {
  SELLER_PHONE,
  dealOf,
  inHours,
  step,
  stepOk,
  toMeetup,
  wrongCode,
} from "./deals.steps.test-helpers";

// A deal's steps at the same moment: one consistent outcome, never a 5xx. Each race runs ROUNDS
// times on fresh phones.

const ROUNDS = 8;

let app: FastifyInstance;
let seller: TestUser;
let buyers: TestUser[];

beforeAll(async () => {
  app = await createTestApp();
  [seller] = (await createUsersFast(app, 1, "Seller")) as [TestUser];
  buyers = await createUsersFast(app, 3, "Buyer");
});
afterAll(() => app.close());

const codes = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort();

async function statusesOf(productId: string) {
  const rows = await app.db
    .select({ id: bookings.id, status: bookings.status })
    .from(bookings)
    .where(eq(bookings.productId, productId));
  return new Map(rows.map((row) => [row.id, row.status]));
}

async function productStatus(productId: string) {
  const [row] = await app.db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  return row?.status;
}

/** A phone of the seller booked by each buyer: the deals' ids in the buyers' order. */
async function bookedByAll() {
  const productId = await createTestProduct(app, seller);
  const deals = [];
  for (const buyer of buyers) deals.push(await bookOk(app, buyer, productId));
  return { productId, deals };
}

describe("deal races", () => {
  it("accepting two buyers at once: one 200, one 409 DEAL_ALREADY_ACCEPTED", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { productId, deals } = await bookedByAll();
      const answers = await Promise.all(
        deals.slice(0, 2).map((id) => step(app, seller, id, "accept", { phone: SELLER_PHONE })),
      );
      expect(codes(answers)).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json()).toMatchObject({ code: "DEAL_ALREADY_ACCEPTED" });
      const statuses = await statusesOf(productId);
      const accepted = [...statuses.values()].filter((status) => status === "accepted");
      expect(accepted).toHaveLength(1);
      expect(statuses.get(deals[2]!)).toBe("booked");
    }
  });

  it("the right code entered twice at once sells once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { productId, deals } = await bookedByAll();
      const code = await toMeetup(app, seller, buyers[0]!, deals[0]!);
      const answers = await Promise.all([
        step(app, seller, deals[0]!, "handover", { code }),
        step(app, seller, deals[0]!, "handover", { code }),
      ]);
      expect(codes(answers)).toEqual([200, 409]);
      expect(await productStatus(productId)).toBe("sold");
      const statuses = await statusesOf(productId);
      expect([...statuses.values()].sort()).toEqual(["ended", "ended", "sold"]);
    }
  });

  it("wrong codes entered at once each count once, and lock at the fifth", async () => {
    const { deals } = await bookedByAll();
    const code = await toMeetup(app, seller, buyers[0]!, deals[0]!);
    const answers = await Promise.all(
      Array.from({ length: 7 }, () =>
        step(app, seller, deals[0]!, "handover", { code: wrongCode(code) }),
      ),
    );
    const kinds = answers.map((answer) => answer.json<{ code: string }>().code).sort();
    expect(kinds).toEqual([
      "HANDOVER_LOCKED",
      "HANDOVER_LOCKED",
      "HANDOVER_LOCKED",
      "WRONG_HANDOVER_CODE",
      "WRONG_HANDOVER_CODE",
      "WRONG_HANDOVER_CODE",
      "WRONG_HANDOVER_CODE",
    ]);
    expect((await dealOf(app, seller, deals[0]!)).handover).toEqual({
      code: null,
      triesLeft: 0,
      locked: true,
    });
  });

  it("a cancel during the handover: either cancelled or sold, never both; the others consistent", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { productId, deals } = await bookedByAll();
      const code = await toMeetup(app, seller, buyers[0]!, deals[0]!);
      const [cancel, handover] = await Promise.all([
        step(app, buyers[0], deals[0]!, "cancel", { reason: "Changed my mind" }),
        step(app, seller, deals[0]!, "handover", { code }),
      ]);
      const statuses = await statusesOf(productId);
      const others = [statuses.get(deals[1]!), statuses.get(deals[2]!)];
      if (handover.statusCode === 200) {
        expect(cancel.statusCode, cancel.body).toBe(409);
        expect(statuses.get(deals[0]!)).toBe("sold");
        expect(await productStatus(productId)).toBe("sold");
        expect(others).toEqual(["ended", "ended"]);
      } else {
        expect([cancel.statusCode, handover.statusCode], handover.body).toEqual([200, 409]);
        expect(statuses.get(deals[0]!)).toBe("cancelled");
        expect(await productStatus(productId)).toBe("available");
        expect(others).toEqual(["booked", "booked"]);
      }
    }
  });

  it("marking sold outside during a handover: one sale, every other deal ended", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { productId, deals } = await bookedByAll();
      const code = await toMeetup(app, seller, buyers[0]!, deals[0]!);
      const [handover, outside] = await Promise.all([
        step(app, seller, deals[0]!, "handover", { code }),
        app.inject({
          method: "PATCH",
          url: `/api/products/${productId}/sold`,
          headers: { cookie: seller.cookie, origin: "http://localhost:3000" },
        }),
      ]);
      expect(codes([handover, outside])).toEqual([200, 409]);
      const statuses = await statusesOf(productId);
      const open = await app.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.productId, productId),
            inArray(bookings.status, ["booked", "accepted", "meetup"]),
          ),
        );
      expect(open).toEqual([]);
      expect(statuses.get(deals[0]!)).toBe(handover.statusCode === 200 ? "sold" : "ended");
    }
  });

  it("a meetup changed while the other side confirms the old one: never agreed unseen", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { deals } = await bookedByAll();
      const id = deals[0]!;
      await stepOk(app, seller, id, "accept", { phone: SELLER_PHONE });
      await stepOk(app, seller, id, "meetup", { place: "Mirpur 1", at: inHours(10) });
      const [change, confirm] = await Promise.all([
        step(app, seller, id, "meetup", { place: "Mirpur 10", at: inHours(12) }),
        step(app, buyers[0], id, "meetup/confirm", { version: 1 }),
      ]);
      expect(change.statusCode, change.body).toBe(200);
      const deal = await dealOf(app, buyers[0]!, id);
      // Whatever the order, the proposal now standing is version 2, waiting for the buyer.
      expect(deal.meetup).toMatchObject({ place: "Mirpur 10", version: 2, confirmedAt: null });
      expect(deal.status).toBe("accepted");
      expect([200, 409]).toContain(confirm.statusCode);
    }
  });
});
