import type { BanResponse, Notification } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  type TestUser,
} from "../../../test/helpers";
import { book, bookOk, expectError, markSold, myOrders } from "./deals.test-helpers";
import { SELLER_PHONE, dealOf, step, stepOk, toMeetup } from "./deals.steps.test-helpers";

// Deals an admin's decision ends (docs/decisions/030-deals.md, addendum): a rejected listing, a
// banned seller or buyer. Every open deal ends with the reason, its other side is told, nothing
// more can happen in it; an approval or an unban reopens none, and the buyer may book again.

let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUserFast(app, "Admin");
});
afterAll(() => app.close());

const reject = (id: string) =>
  injectAs(app, admin, {
    method: "POST",
    url: `/api/admin/review/${id}/reject`,
    payload: { reason: "The photos are of another phone." },
  });
const approve = (id: string) =>
  injectAs(app, admin, { method: "POST", url: `/api/admin/review/${id}/approve` });
const ban = (id: string) =>
  injectAs(app, admin, { method: "POST", url: `/api/admin/users/${id}/ban` });
const unban = (id: string) =>
  injectAs(app, admin, { method: "POST", url: `/api/admin/users/${id}/unban` });

/** The deals a user was told ended: the deal ids of their `deal-ended` notifications. */
async function endedNotices(who: TestUser): Promise<(string | null)[]> {
  const response = await injectAs(app, who, { method: "GET", url: "/api/notifications" });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<Notification[]>()
    .filter((item) => item.kind === "deal-ended")
    .map((item) => {
      expect(item.link).toBe(`/dashboard/deals/${item.dealId}`);
      return item.dealId;
    });
}

/** A seller's phone with three deals: one at the meetup, one waiting, one cancelled. */
async function phoneWithDeals() {
  const [seller, atMeetup, waiting, gaveUp] = await Promise.all([
    createUserFast(app, "Seller", "Rahim Seller"),
    createUserFast(app, "Buyer"),
    createUserFast(app, "Buyer"),
    createUserFast(app, "Buyer"),
  ]);
  const productId = await createTestProduct(app, seller, { name: "Pixel 7" });
  const meetupDeal = await bookOk(app, atMeetup, productId);
  const waitingDeal = await bookOk(app, waiting, productId);
  const cancelledDeal = await bookOk(app, gaveUp, productId);
  await stepOk(app, gaveUp, cancelledDeal, "cancel", { reason: "Too far for me" });
  const code = await toMeetup(app, seller, atMeetup, meetupDeal);
  return {
    seller,
    atMeetup,
    waiting,
    gaveUp,
    productId,
    meetupDeal,
    waitingDeal,
    cancelledDeal,
    code,
  };
}

describe("a listing an admin rejects", () => {
  it("ends its open deals with the reason, tells their buyers, and stops every step", async () => {
    const d = await phoneWithDeals();
    const response = await reject(d.productId);
    expect(response.statusCode, response.body).toBe(200);

    for (const [who, id] of [
      [d.atMeetup, d.meetupDeal],
      [d.waiting, d.waitingDeal],
    ] as const) {
      const deal = await dealOf(app, who, id);
      expect(deal).toMatchObject({ status: "ended", endedReason: "listing-rejected" });
      // No number, no code once it ended.
      expect(deal.contact).toBeNull();
      expect(deal.handover.code).toBeNull();
      expect(await endedNotices(who)).toEqual([id]);
      expect((await myOrders(app, who)).find((order) => order._id === id)?.status).toBe("ended");
    }
    // A deal already over stays as it was; its buyer is not told.
    expect((await dealOf(app, d.gaveUp, d.cancelledDeal)).status).toBe("cancelled");
    expect(await endedNotices(d.gaveUp)).toEqual([]);
    // The seller's own notice is the rejection, not a deal's end.
    expect(await endedNotices(d.seller)).toEqual([]);

    // Nothing more happens in an ended deal: no code, no meetup, no message, no cancel.
    expectError(
      await step(app, d.seller, d.meetupDeal, "handover", { code: d.code }),
      "DEAL_STEP_CONFLICT",
    );
    expectError(
      await step(app, d.atMeetup, d.meetupDeal, "meetup", {
        place: "Elsewhere",
        at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
      "DEAL_STEP_CONFLICT",
    );
    expectError(
      await step(app, d.atMeetup, d.meetupDeal, "cancel", { reason: "x" }),
      "DEAL_STEP_CONFLICT",
    );
    const message = await injectAs(app, d.atMeetup, {
      method: "POST",
      url: `/api/deals/${d.meetupDeal}/messages`,
      payload: { text: "Are we still meeting?" },
    });
    expectError(message, "DEAL_ENDED");
  });

  it("approved again, reopens no deal; its buyers may book it anew", async () => {
    const d = await phoneWithDeals();
    await reject(d.productId);
    expect((await approve(d.productId)).statusCode).toBe(200);
    expect((await dealOf(app, d.waiting, d.waitingDeal)).status).toBe("ended");

    // The ended deal is booked anew (same id, steps cleared); so is the cancelled one.
    const again = await book(app, d.atMeetup, d.productId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<{ insertedId: string }>().insertedId).toBe(d.meetupDeal);
    const fresh = await dealOf(app, d.atMeetup, d.meetupDeal);
    expect(fresh).toMatchObject({
      status: "booked",
      endedReason: null,
      meetup: null,
      acceptedAt: null,
      contact: null,
    });
    expect(fresh.handover).toEqual({ code: null, triesLeft: 5, locked: false });
    await stepOk(app, d.seller, d.meetupDeal, "accept", { phone: SELLER_PHONE });
  });

  it("a deal sold outside BecheDaw says so", async () => {
    const d = await phoneWithDeals();
    expect((await markSold(app, d.seller, d.productId)).statusCode).toBe(200);
    const deal = await dealOf(app, d.waiting, d.waitingDeal);
    expect(deal).toMatchObject({ status: "ended", endedReason: "phone-sold" });
    // A sold phone is not booked again.
    expectError(await book(app, d.waiting, d.productId), "PRODUCT_SOLD");
  });
});

describe("a banned user's deals", () => {
  it("a seller's ban ends every open deal of their phones and tells the buyers", async () => {
    const d = await phoneWithDeals();
    const response = await ban(d.seller.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<BanResponse>().openBookings).toBe(2);
    for (const [who, id] of [
      [d.atMeetup, d.meetupDeal],
      [d.waiting, d.waitingDeal],
    ] as const) {
      expect(await dealOf(app, who, id)).toMatchObject({
        status: "ended",
        endedReason: "seller-banned",
        contact: null,
      });
      expect(await endedNotices(who)).toEqual([id]);
    }
    // An unban reopens nothing.
    expect((await unban(d.seller.id)).statusCode).toBe(200);
    expect((await dealOf(app, d.waiting, d.waitingDeal)).status).toBe("ended");
    // Banned again: nothing left to end.
    expect((await ban(d.seller.id)).json<BanResponse>().openBookings).toBe(0);
  });

  it("a buyer's ban ends their open deals and tells the sellers, who may accept another", async () => {
    const d = await phoneWithDeals();
    expect((await ban(d.atMeetup.id)).statusCode).toBe(200);
    expect(await dealOf(app, d.seller, d.meetupDeal)).toMatchObject({
      status: "ended",
      endedReason: "buyer-banned",
      contact: null,
    });
    expect(await endedNotices(d.seller)).toEqual([d.meetupDeal]);
    // The phone is free for another buyer's deal.
    expect((await dealOf(app, d.waiting, d.waitingDeal)).status).toBe("booked");
    await stepOk(app, d.seller, d.waitingDeal, "accept", { phone: SELLER_PHONE });
  });
});

describe("an admin's decision during a handover", () => {
  it("a rejection at the same moment: either sold (rejection 409) or ended (code 409)", async () => {
    for (let round = 0; round < 3; round++) {
      const d = await phoneWithDeals();
      const [rejected, handover] = await Promise.all([
        reject(d.productId),
        step(app, d.seller, d.meetupDeal, "handover", { code: d.code }),
      ]);
      const deal = await dealOf(app, d.atMeetup, d.meetupDeal);
      const waiting = await dealOf(app, d.waiting, d.waitingDeal);
      if (handover.statusCode === 200) {
        expectError(rejected, "PRODUCT_SOLD");
        expect(deal).toMatchObject({ status: "sold", endedReason: null });
        expect(waiting).toMatchObject({ status: "ended", endedReason: "phone-sold" });
      } else {
        expect(rejected.statusCode, rejected.body).toBe(200);
        expectError(handover, "DEAL_STEP_CONFLICT");
        expect(deal).toMatchObject({ status: "ended", endedReason: "listing-rejected" });
        expect(waiting).toMatchObject({ status: "ended", endedReason: "listing-rejected" });
      }
    }
  });

  it("a seller's ban at the same moment: either sold or ended, never both", async () => {
    for (let round = 0; round < 3; round++) {
      const d = await phoneWithDeals();
      const [banned, handover] = await Promise.all([
        ban(d.seller.id),
        step(app, d.seller, d.meetupDeal, "handover", { code: d.code }),
      ]);
      expect(banned.statusCode, banned.body).toBe(200);
      const deal = await dealOf(app, d.atMeetup, d.meetupDeal);
      if (handover.statusCode === 200) {
        expect(deal).toMatchObject({ status: "sold", endedReason: null });
        expect(banned.json<BanResponse>().openBookings).toBe(0);
      } else {
        // Refused at the door (signed out) or inside (the deal ended first).
        expect([401, 409], handover.body).toContain(handover.statusCode);
        expect(deal).toMatchObject({ status: "ended", endedReason: "seller-banned" });
        expect(banned.json<BanResponse>().openBookings).toBe(2);
      }
      expect((await dealOf(app, d.waiting, d.waitingDeal)).status).toBe("ended");
    }
  });
});
