import { DEAL_MESSAGES, type ApiError, type Order } from "@bechedaw/shared";
import { sql } from "drizzle-orm";
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
  book,
  cancel,
  expectError,
  markSold,
  myOrders,
  productBookings,
} from "./deals.test-helpers";
import {
  SELLER_PHONE,
  dealOf,
  dealResponse,
  inHours,
  step,
  stepOk,
  toMeetup,
  wrongCode,
} from "./deals.steps.test-helpers";

// A booking's steps as a deal (docs/decisions/030-deals.md): every step and every
// refusal, through the API.

let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller, buyer, otherBuyer, admin] = await Promise.all([
    createUserFast(app, "Seller", "Rahim Seller"),
    createUserFast(app, "Seller"),
    createUserFast(app, "Buyer", "Karim Buyer"),
    createUserFast(app, "Buyer"),
    createUserFast(app, "Admin"),
  ]);
});
afterAll(() => app.close());

/** A phone of `seller` booked by `buyer` and `otherBuyer`. */
async function bookedPhone() {
  const productId = await createTestProduct(app, seller, { name: "Galaxy A54" });
  const deal = await bookOk(app, buyer, productId);
  const other = await bookOk(app, otherBuyer, productId);
  return { productId, deal, other };
}

async function kindsOf(who: TestUser): Promise<string[]> {
  const result: unknown = await app.db.execute(
    sql`SELECT kind FROM notifications WHERE user_id = ${who.id} ORDER BY created_at, id`,
  );
  return (result as { rows: { kind: string }[] }).rows.map((row) => row.kind);
}

describe("GET /api/deals/:id", () => {
  it("shows a booked deal to its sides without any number, and to an admin as admin", async () => {
    const { productId, deal } = await bookedPhone();
    const asBuyer = await dealOf(app, buyer, deal);
    expect(asBuyer).toMatchObject({
      _id: deal,
      status: "booked",
      viewer: "buyer",
      product: { _id: productId, name: "Galaxy A54" },
      buyer: { _id: buyer.id, name: "Karim Buyer" },
      seller: { _id: seller.id, name: "Rahim Seller", rating: { average: null, count: 0 } },
      userLocation: "Gazipur",
      acceptedAt: null,
      meetup: null,
      handover: { code: null, triesLeft: 5, locked: false },
      contact: null,
      soldAt: null,
      cancelled: null,
      reviews: { mine: null, canReview: false },
    });
    expect((await dealOf(app, seller, deal)).viewer).toBe("seller");
    const asAdmin = await dealOf(app, admin, deal);
    expect(asAdmin).toMatchObject({ viewer: "admin", contact: null, handover: { code: null } });
  });

  it("refuses others (403), unknown and malformed ids (404), visitors (401)", async () => {
    const { deal } = await bookedPhone();
    for (const who of [otherBuyer, otherSeller]) {
      expectError(await dealResponse(app, who, deal), "NOT_A_DEAL_SIDE");
    }
    for (const id of [UNKNOWN_ID, ...MALFORMED_IDS]) {
      expectError(await dealResponse(app, buyer, id), "DEAL_NOT_FOUND");
    }
    expectError(await dealResponse(app, undefined, deal), "UNAUTHORIZED");
  });

  it("shows the seller's rating from the user's review totals", async () => {
    const rated = await createUserFast(app, "Seller");
    await app.db.execute(
      sql`UPDATE "user" SET review_count = 3, review_stars = 13 WHERE id = ${rated.id}`,
    );
    const productId = await createTestProduct(app, rated);
    const deal = await bookOk(app, buyer, productId);
    expect((await dealOf(app, buyer, deal)).seller.rating).toEqual({ average: 4.3, count: 3 });
  });
});

describe("accepting", () => {
  it("the seller accepts with a number: each side sees the other's, the buyer is told", async () => {
    const { deal, other } = await bookedPhone();
    await stepOk(app, seller, deal, "accept", { phone: "০১৮৯৮-৭৬৫ ৪৩২" });
    const asBuyer = await dealOf(app, buyer, deal);
    expect(asBuyer.status).toBe("accepted");
    expect(asBuyer.acceptedAt).not.toBeNull();
    expect(asBuyer.contact).toEqual({
      phone: SELLER_PHONE,
      whatsapp: `https://wa.me/88${SELLER_PHONE}`,
    });
    expect((await dealOf(app, seller, deal)).contact).toEqual({
      phone: "01712345678",
      whatsapp: "https://wa.me/8801712345678",
    });
    expect((await dealOf(app, admin, deal)).contact).toBeNull();
    expect((await kindsOf(buyer)).at(-1)).toBe("deal-accepted");
    // The other booking waits, and a second acceptance of the phone is refused.
    expectError(
      await step(app, seller, other, "accept", { phone: SELLER_PHONE }),
      "DEAL_ALREADY_ACCEPTED",
    );
    expect((await dealOf(app, otherBuyer, other)).status).toBe("booked");
  });

  it("refuses the buyer, others, a second acceptance and a bad number", async () => {
    const { deal } = await bookedPhone();
    expectError(await step(app, buyer, deal, "accept", { phone: SELLER_PHONE }), "FORBIDDEN");
    for (const who of [otherBuyer, otherSeller, admin]) {
      expectError(await step(app, who, deal, "accept", { phone: SELLER_PHONE }), "NOT_A_DEAL_SIDE");
    }
    expectError(await step(app, seller, deal, "accept", { phone: "12345" }), "VALIDATION_ERROR");
    await stepOk(app, seller, deal, "accept", { phone: SELLER_PHONE });
    expectError(
      await step(app, seller, deal, "accept", { phone: SELLER_PHONE }),
      "DEAL_STEP_CONFLICT",
    );
  });

  it("after the accepted deal is cancelled, the seller may accept another", async () => {
    const { deal, other } = await bookedPhone();
    await stepOk(app, seller, deal, "accept", { phone: SELLER_PHONE });
    await stepOk(app, buyer, deal, "cancel", { reason: "Found one nearer" });
    await stepOk(app, seller, other, "accept", { phone: SELLER_PHONE });
  });
});

describe("the meetup", () => {
  it("one side proposes, the other confirms the version it read; the code is made once", async () => {
    const { deal } = await bookedPhone();
    await stepOk(app, seller, deal, "accept", { phone: SELLER_PHONE });
    const at = inHours(30);
    await stepOk(app, seller, deal, "meetup", { place: "Jamuna Future Park", at });
    expect((await kindsOf(buyer)).at(-1)).toBe("meetup-proposed");
    const proposed = await dealOf(app, buyer, deal);
    expect(proposed.meetup).toMatchObject({
      place: "Jamuna Future Park",
      at,
      proposedBy: "seller",
      version: 1,
      confirmedAt: null,
    });
    // The proposer cannot confirm their own proposal; a stale version is refused.
    expectError(
      await step(app, seller, deal, "meetup/confirm", { version: 1 }),
      "DEAL_STEP_CONFLICT",
    );
    expectError(await step(app, buyer, deal, "meetup/confirm", { version: 2 }), "MEETUP_CHANGED");
    await stepOk(app, buyer, deal, "meetup/confirm", { version: 1 });
    expect((await kindsOf(seller)).at(-1)).toBe("meetup-confirmed");
    const agreed = await dealOf(app, buyer, deal);
    expect(agreed.status).toBe("meetup");
    expect(agreed.meetup?.confirmedAt).not.toBeNull();
    expect(agreed.handover.code).toMatch(/^\d{6}$/);
    // Only the buyer ever sees the code.
    expect((await dealOf(app, seller, deal)).handover.code).toBeNull();
    expect((await dealOf(app, admin, deal)).handover.code).toBeNull();

    // The buyer proposes another: back to accepted, the code hidden until confirmed, then kept.
    await stepOk(app, buyer, deal, "meetup", { place: "Dhanmondi 27", at: inHours(48) });
    const changed = await dealOf(app, buyer, deal);
    expect(changed).toMatchObject({ status: "accepted", handover: { code: null } });
    expect(changed.meetup).toMatchObject({ proposedBy: "buyer", version: 2, confirmedAt: null });
    expectError(await step(app, seller, deal, "meetup/confirm", { version: 1 }), "MEETUP_CHANGED");
    await stepOk(app, seller, deal, "meetup/confirm", { version: 2 });
    expect((await dealOf(app, buyer, deal)).handover.code).toBe(agreed.handover.code);
  });

  it("refuses a time in the past, beyond 60 days or malformed (400, naming the field)", async () => {
    const { deal } = await bookedPhone();
    await stepOk(app, seller, deal, "accept", { phone: SELLER_PHONE });
    const cases: [string, string][] = [
      [inHours(-1), DEAL_MESSAGES.timeInPast],
      [inHours(61 * 24), DEAL_MESSAGES.timeTooFar],
      ["tomorrow", DEAL_MESSAGES.timeInvalid],
    ];
    for (const [at, message] of cases) {
      const response = await step(app, buyer, deal, "meetup", { place: "Mirpur 10", at });
      expectError(response, "VALIDATION_ERROR", message);
      expect(response.json<ApiError>().details).toEqual([{ path: "body/at", message }]);
    }
    expectError(
      await step(app, buyer, deal, "meetup", { place: " ", at: inHours(5) }),
      "VALIDATION_ERROR",
    );
    expect((await dealOf(app, buyer, deal)).meetup).toBeNull();
  });

  it("refuses to confirm a meetup whose time has passed; another can be proposed", async () => {
    const { deal } = await bookedPhone();
    await stepOk(app, seller, deal, "accept", { phone: SELLER_PHONE });
    await stepOk(app, seller, deal, "meetup", { place: "Mirpur 10", at: inHours(2) });
    // The proposal sat unanswered until its time went by.
    await app.db.execute(
      sql`update bookings set meetup_at = now() - interval '1 hour' where id = ${deal}`,
    );
    expectError(
      await step(app, buyer, deal, "meetup/confirm", { version: 1 }),
      "DEAL_STEP_CONFLICT",
      "This meetup's time has passed: propose another.",
    );
    expect((await dealOf(app, buyer, deal)).status).toBe("accepted");
    await stepOk(app, buyer, deal, "meetup", { place: "Mirpur 10", at: inHours(3) });
    await stepOk(app, seller, deal, "meetup/confirm", { version: 2 });
    expect((await dealOf(app, buyer, deal)).status).toBe("meetup");
  });

  it("is not possible before acceptance, nor for others", async () => {
    const { deal } = await bookedPhone();
    const body = { place: "Uttara", at: inHours(5) };
    expectError(await step(app, buyer, deal, "meetup", body), "DEAL_STEP_CONFLICT");
    expectError(await step(app, otherSeller, deal, "meetup", body), "NOT_A_DEAL_SIDE");
    expectError(
      await step(app, buyer, deal, "meetup/confirm", { version: 1 }),
      "DEAL_STEP_CONFLICT",
    );
  });
});

describe("cancelling", () => {
  it("either side cancels before the handover with a reason; the other side is told", async () => {
    const { deal } = await bookedPhone();
    await stepOk(app, seller, deal, "accept", { phone: SELLER_PHONE });
    await stepOk(app, seller, deal, "cancel", { reason: "The screen cracked" });
    const cancelled = await dealOf(app, buyer, deal);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.cancelled).toMatchObject({ by: "seller", reason: "The screen cracked" });
    expect(cancelled.contact).toBeNull();
    expect((await kindsOf(buyer)).at(-1)).toBe("deal-cancelled");
    expectError(await step(app, buyer, deal, "cancel", { reason: "Again" }), "DEAL_STEP_CONFLICT");
    expectError(await step(app, buyer, deal, "cancel", { reason: "" }), "VALIDATION_ERROR");
  });

  it("My Orders' Delete is the buyer's cancel without a reason; the buyer may book again", async () => {
    const { productId, deal } = await bookedPhone();
    await stepOk(app, seller, deal, "accept", { phone: SELLER_PHONE });
    const response = await cancel(app, buyer, deal);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await dealOf(app, seller, deal)).cancelled).toMatchObject({
      by: "buyer",
      reason: null,
    });
    expect((await kindsOf(seller)).at(-1)).toBe("booking-cancelled");
    expect((await myOrders(app, buyer)).find((o: Order) => o._id === deal)?.status).toBe(
      "cancelled",
    );

    const again = await book(app, buyer, productId, { userLocation: "Dhaka" });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ insertedId: string }>().insertedId).toBe(deal);
    const revived = await dealOf(app, buyer, deal);
    expect(revived).toMatchObject({
      status: "booked",
      userLocation: "Dhaka",
      acceptedAt: null,
      cancelled: null,
      contact: null,
    });
    expectError(await book(app, buyer, productId), "ALREADY_BOOKED");
  });
});

describe("the handover", () => {
  it("the right code sells through the deal: the phone sold, the other deals ended", async () => {
    const { productId, deal, other } = await bookedPhone();
    const code = await toMeetup(app, seller, buyer, deal);
    // Bangla digits and spaces as typed.
    const bangla = code.replace(/\d/g, (d) => "০১২৩৪৫৬৭৮৯"[Number(d)]!);
    await stepOk(app, seller, deal, "handover", {
      code: `${bangla.slice(0, 3)} ${bangla.slice(3)}`,
    });
    const sold = await dealOf(app, buyer, deal);
    expect(sold).toMatchObject({ status: "sold", handover: { code: null } });
    expect(sold.soldAt).not.toBeNull();
    expect(sold.reviews).toEqual({ mine: null, canReview: true });
    expect(sold.contact?.phone).toBe(SELLER_PHONE);
    expect((await dealOf(app, admin, deal)).reviews.canReview).toBe(false);
    expect((await dealOf(app, otherBuyer, other)).status).toBe("ended");
    expect((await kindsOf(otherBuyer)).at(-1)).toBe("booked-phone-sold");
    const response = await injectAs(app, undefined, {
      method: "GET",
      url: `/api/products/${productId}`,
    });
    expect(response.json<{ status: string }>().status).toBe("sold");
    expectError(await step(app, seller, deal, "handover", { code }), "DEAL_STEP_CONFLICT");
    expectError(await step(app, buyer, deal, "cancel", { reason: "Late" }), "DEAL_STEP_CONFLICT");
  });

  it("counts wrong codes; the fifth locks the handover and tells both sides", async () => {
    const { deal } = await bookedPhone();
    const code = await toMeetup(app, seller, buyer, deal);
    for (let tries = 4; tries >= 1; tries--) {
      const response = await step(app, seller, deal, "handover", { code: wrongCode(code) });
      expectError(response, "WRONG_HANDOVER_CODE");
      expect(response.json<ApiError>().details).toEqual({ triesLeft: tries });
    }
    expect((await dealOf(app, seller, deal)).handover).toMatchObject({ triesLeft: 1 });
    expectError(
      await step(app, seller, deal, "handover", { code: wrongCode(code) }),
      "HANDOVER_LOCKED",
    );
    expect((await kindsOf(buyer)).at(-1)).toBe("handover-locked");
    expect((await kindsOf(seller)).at(-1)).toBe("handover-locked");
    expectError(await step(app, seller, deal, "handover", { code }), "HANDOVER_LOCKED");
    expect((await dealOf(app, buyer, deal)).handover).toMatchObject({ triesLeft: 0, locked: true });
  });

  it("refuses the buyer, others, bad codes, and a deal whose meetup is not agreed", async () => {
    const { deal, other } = await bookedPhone();
    expectError(
      await step(app, seller, other, "handover", { code: "123456" }),
      "DEAL_STEP_CONFLICT",
    );
    const code = await toMeetup(app, seller, buyer, deal);
    expectError(await step(app, buyer, deal, "handover", { code }), "FORBIDDEN");
    expectError(await step(app, otherSeller, deal, "handover", { code }), "NOT_A_DEAL_SIDE");
    for (const bad of ["12345", "1234567", "12a456", "", "১২৩৪৫"]) {
      expectError(await step(app, seller, deal, "handover", { code: bad }), "VALIDATION_ERROR");
    }
    expect((await dealOf(app, seller, deal)).handover.triesLeft).toBe(5);
  });
});

describe("mark sold", () => {
  it("with a bookingId asks for the handover code (409); without one ends every open deal", async () => {
    const { productId, deal, other } = await bookedPhone();
    await toMeetup(app, seller, buyer, deal);
    expectError(await markSold(app, seller, productId, other), "HANDOVER_CODE_REQUIRED");
    const response = await markSold(app, seller, productId);
    expect(response.statusCode, response.body).toBe(200);
    expect((await dealOf(app, buyer, deal)).status).toBe("ended");
    expect((await dealOf(app, otherBuyer, other)).status).toBe("ended");
    expect((await kindsOf(buyer)).at(-1)).toBe("booked-phone-sold");
  });
});

describe("the seller's bookings list", () => {
  it("gives the buyer's number only from acceptance on", async () => {
    const { productId, deal, other } = await bookedPhone();
    await stepOk(app, seller, deal, "accept", { phone: SELLER_PHONE });
    const list = await productBookings(app, seller, productId);
    expect(list.map((row) => [row._id, row.status, row.userPhone])).toEqual([
      [other, "booked", null],
      [deal, "accepted", "01712345678"],
    ]);
  });
});

describe("bookings from before deals had steps", () => {
  it("read as they did: waiting, sold (no handover, no review) and ended", async () => {
    const { productId, deal, other } = await bookedPhone();
    // As the old "sold to this buyer" left them: no acceptance, no meetup, no code.
    await app.db.execute(sql`update products set status = 'sold' where id = ${productId}`);
    await app.db.execute(sql`update bookings set status = 'sold' where id = ${deal}`);
    await app.db.execute(sql`update bookings set status = 'ended' where id = ${other}`);

    const sold = await dealOf(app, buyer, deal);
    expect(sold).toMatchObject({
      status: "sold",
      acceptedAt: null,
      meetup: null,
      soldAt: null,
      contact: null,
      handover: { code: null, locked: false },
      reviews: { mine: null, canReview: false },
    });
    expect((await dealOf(app, seller, deal)).status).toBe("sold");
    expect((await dealOf(app, otherBuyer, other)).status).toBe("ended");

    const orders = await injectAs(app, buyer, {
      method: "GET",
      url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`,
    });
    expect(orders.statusCode, orders.body).toBe(200);
    const order = orders.json<{ _id: string; status: string }[]>().find((o) => o._id === deal);
    expect(order?.status).toBe("sold");
  });
});
