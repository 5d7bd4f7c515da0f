import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  testPassport,
  type TestUser,
} from "./helpers";
import {
  book,
  cancel,
  markSold,
  myOrders,
  openDeal,
  postMessage,
  postReview,
  productBookingsResponse,
  ratingRow,
  readThread,
  setDealState,
  soldDeal,
} from "../src/modules/deals/deals.test-helpers";

// What is left after every way a listing, a deal, an account or a user can be removed: a deal
// that happened keeps its reviews and its thread for the other side and the admins, and every
// user's rating is the count and sum of the visible reviews that exist.

const ADVANCE = "Please send 500tk advance by bKash first, then we meet";

let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUserFast(app, "Admin");
});
afterAll(() => app.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await app.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Every user whose stored rating differs from the visible reviews about them. */
async function ratingsOutOfStep() {
  return rows<{ id: string }>(sql`
    select u.id from "user" u
    where u.review_count <> (select count(*) from reviews r where r.subject_id = u.id and not r.hidden)
       or u.review_stars <> (select coalesce(sum(r.stars), 0) from reviews r
                             where r.subject_id = u.id and not r.hidden)`);
}

const countOf = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number }>(query))[0]?.n);
const reviewsOfDeal = (dealId: string) =>
  countOf(sql`select count(*)::int as n from reviews where booking_id = ${dealId}`);
const messagesOfDeal = (dealId: string) =>
  countOf(sql`select count(*)::int as n from deal_messages where booking_id = ${dealId}`);
const productOfDeal = async (dealId: string) =>
  (await rows<{ id: string }>(sql`select product_id as id from bookings where id = ${dealId}`))[0]
    ?.id;

async function pair(): Promise<[TestUser, TestUser]> {
  return Promise.all([createUserFast(app, "Seller"), createUserFast(app, "Buyer")]);
}

/** A deal sold through the handover code, both sides reviewed, its thread with a flagged message. */
async function reviewedDeal(seller: TestUser, buyer: TestUser) {
  const dealId = await soldDeal(app, seller, buyer);
  expect((await postMessage(app, buyer, dealId, "Is the battery original?")).statusCode).toBe(200);
  expect((await postMessage(app, seller, dealId, ADVANCE)).statusCode).toBe(200);
  expect((await postReview(app, buyer, dealId, 5)).statusCode).toBe(200);
  expect((await postReview(app, seller, dealId, 4)).statusCode).toBe(200);
  return { dealId, productId: (await productOfDeal(dealId)) as string };
}

const deleteListing = (who: TestUser, productId: string) =>
  injectAs(app, who, { method: "DELETE", url: `/api/products/${productId}` });
const dealPage = (who: TestUser, dealId: string) =>
  injectAs(app, who, { method: "GET", url: `/api/deals/${dealId}` });
const flaggedMessages = async () => {
  const response = await injectAs(app, admin, { method: "GET", url: "/api/admin/deal-messages" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ text: string; dealId: string }[]>();
};

/** A deal of a sold listing is whole: both sides and the admins read it, its thread and reviews. */
async function expectDealKept(
  seller: TestUser,
  buyer: TestUser,
  deal: { dealId: string; productId: string },
) {
  expect(await reviewsOfDeal(deal.dealId)).toBe(2);
  expect(await messagesOfDeal(deal.dealId)).toBe(2);
  for (const side of [seller, buyer, admin]) {
    expect((await dealPage(side, deal.dealId)).statusCode).toBe(200);
    expect((await readThread(app, side, deal.dealId)).statusCode).toBe(200);
  }
  expect((await flaggedMessages()).some((message) => message.dealId === deal.dealId)).toBe(true);
  expect(await ratingRow(app, seller.id)).toEqual({ count: 1, stars: 5 });
  expect(await ratingRow(app, buyer.id)).toEqual({ count: 1, stars: 4 });
}

describe("a listing deleted", () => {
  it("by its seller after a sale keeps the deal, both reviews, the thread and the ratings", async () => {
    const [seller, buyer] = await pair();
    const deal = await reviewedDeal(seller, buyer);
    const response = await deleteListing(seller, deal.productId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    // Gone for everyone who reads listings: its page, the seller's own list.
    const page = await injectAs(app, buyer, {
      method: "GET",
      url: `/api/products/${deal.productId}`,
    });
    expect(page.statusCode).toBe(404);
    const mine = await injectAs(app, seller, {
      method: "GET",
      url: `/api/myproducts?email=${encodeURIComponent(seller.email)}`,
    });
    expect(mine.body).not.toContain(deal.productId);
    // The deal is whole, and still in the buyer's My Orders.
    await expectDealKept(seller, buyer, deal);
    expect((await myOrders(app, buyer)).map((order) => order._id)).toEqual([deal.dealId]);
    // Nobody acts on it any more: not deleted again, booked, sold or listed with its bookings.
    expect((await deleteListing(seller, deal.productId)).statusCode).toBe(404);
    const other = await createUserFast(app, "Buyer");
    expect((await book(app, other, deal.productId)).statusCode).toBe(404);
    expect((await markSold(app, seller, deal.productId)).statusCode).toBe(404);
    expect((await productBookingsResponse(app, seller, deal.productId)).statusCode).toBe(404);
    expect(await ratingsOutOfStep()).toEqual([]);
  });

  it("by an admin keeps the deal the same way", async () => {
    const [seller, buyer] = await pair();
    const deal = await reviewedDeal(seller, buyer);
    expect((await deleteListing(admin, deal.productId)).statusCode).toBe(200);
    await expectDealKept(seller, buyer, deal);
    expect(await ratingsOutOfStep()).toEqual([]);
  });

  it("with an open deal ends it (listing deleted) and keeps it in My Orders", async () => {
    const [seller, buyer] = await pair();
    const dealId = await openDeal(app, seller, buyer);
    expect((await postMessage(app, buyer, dealId, ADVANCE)).statusCode).toBe(200);
    const productId = (await productOfDeal(dealId)) as string;
    expect((await deleteListing(seller, productId)).statusCode).toBe(200);
    const orders = await myOrders(app, buyer);
    expect(orders.map((order) => [order._id, order.status])).toEqual([[dealId, "ended"]]);
    const deal = await dealPage(buyer, dealId);
    expect(deal.json()).toMatchObject({ status: "ended", endedReason: "listing-deleted" });
    expect(await messagesOfDeal(dealId)).toBe(1);
  });

  it("without deals or flags is gone for good", async () => {
    const [seller, buyer] = await pair();
    const dealId = await openDeal(app, seller, buyer);
    const productId = (await productOfDeal(dealId)) as string;
    // The buyer's booking cancelled and removed: the listing still has a deal, so it stays.
    expect((await cancel(app, buyer, dealId)).statusCode).toBe(200);
    expect((await deleteListing(seller, productId)).statusCode).toBe(200);
    expect(
      await countOf(sql`select count(*)::int as n from products where id = ${productId}`),
    ).toBe(1);
    const other = await openDeal(app, seller, buyer);
    const bare = (await productOfDeal(other)) as string;
    await app.db.execute(sql`delete from bookings where id = ${other}`);
    expect((await deleteListing(seller, bare)).statusCode).toBe(200);
    expect(await countOf(sql`select count(*)::int as n from products where id = ${bare}`)).toBe(0);
  });
});

describe("a deal removed by its buyer", () => {
  it("leaves My Orders only: the thread and the flagged message stay for the seller and admins", async () => {
    const [seller, buyer] = await pair();
    const dealId = await openDeal(app, seller, buyer);
    expect((await postMessage(app, seller, dealId, ADVANCE)).statusCode).toBe(200);
    await setDealState(app, dealId, "ended");
    const removed = await cancel(app, buyer, dealId);
    expect(removed.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await myOrders(app, buyer)).toEqual([]);
    expect(await messagesOfDeal(dealId)).toBe(1);
    expect((await readThread(app, seller, dealId)).statusCode).toBe(200);
    expect((await readThread(app, admin, dealId)).statusCode).toBe(200);
    expect((await flaggedMessages()).some((message) => message.dealId === dealId)).toBe(true);
    // Removing it again changes nothing.
    expect((await cancel(app, buyer, dealId)).json()).toMatchObject({ deletedCount: 0 });
  });

  it("cancelled by the buyer stays cancelled with its thread", async () => {
    const [seller, buyer] = await pair();
    const dealId = await openDeal(app, seller, buyer);
    expect((await postMessage(app, buyer, dealId, "Still available?")).statusCode).toBe(200);
    expect((await cancel(app, buyer, dealId)).statusCode).toBe(200);
    expect((await myOrders(app, buyer)).map((order) => order.status)).toEqual(["cancelled"]);
    expect(await messagesOfDeal(dealId)).toBe(1);
  });
});

describe("an account removed", () => {
  it("deleted by its owner takes their reviews of others with it; ratings agree with rows", async () => {
    const [seller, buyer] = await pair();
    const deal = await reviewedDeal(seller, buyer);
    const response = await injectAs(app, buyer, {
      method: "DELETE",
      url: "/api/account",
      payload: { email: buyer.email },
    });
    expect(response.statusCode, response.body).toBe(200);
    // The buyer's review of the seller went with the buyer: the seller's rating says so.
    expect(await ratingRow(app, seller.id)).toEqual({ count: 0, stars: 0 });
    expect(await reviewsOfDeal(deal.dealId)).toBe(0);
    expect(await ratingsOutOfStep()).toEqual([]);
  });

  it("deleted by an admin: the same, and the seller's deals go with the seller", async () => {
    const [seller, buyer] = await pair();
    const deal = await reviewedDeal(seller, buyer);
    const response = await injectAs(app, admin, {
      method: "DELETE",
      url: `/api/users/${seller.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await ratingRow(app, buyer.id)).toEqual({ count: 0, stars: 0 });
    expect(await messagesOfDeal(deal.dealId)).toBe(0);
    expect(await ratingsOutOfStep()).toEqual([]);
  });

  it("banned keeps every review, thread and rating; the open deals end", async () => {
    const [seller, buyer] = await pair();
    const deal = await reviewedDeal(seller, buyer);
    const open = await openDeal(app, seller, buyer);
    const response = await injectAs(app, admin, {
      method: "POST",
      url: `/api/admin/users/${seller.id}/ban`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await reviewsOfDeal(deal.dealId)).toBe(2);
    expect(await messagesOfDeal(deal.dealId)).toBe(2);
    expect(await ratingRow(app, seller.id)).toEqual({ count: 1, stars: 5 });
    expect((await dealPage(buyer, open)).json()).toMatchObject({
      status: "ended",
      endedReason: "seller-banned",
    });
    expect(await ratingsOutOfStep()).toEqual([]);
  });
});

describe("flags of a deleted listing", () => {
  it("stay with their evidence for the admins", async () => {
    const [first, second] = await Promise.all([
      createUserFast(app, "Seller"),
      createUserFast(app, "Seller"),
    ]);
    const dealId = await openDeal(app, first, admin);
    const original = (await productOfDeal(dealId)) as string;
    const [row] = await rows<{ imei: string }>(
      sql`select imei from products where id = ${original}`,
    );
    const copy = await createTestProduct(app, second, {
      passport: testPassport({ imei: row?.imei }),
    });
    expect(
      await countOf(sql`select count(*)::int as n from product_flags where product_id = ${copy}`),
    ).toBe(1);
    expect((await deleteListing(second, copy)).statusCode).toBe(200);
    const flags = await rows<{ kind: string; details: { matches: { productId: string }[] } }>(
      sql`select kind, details from product_flags where product_id = ${copy}`,
    );
    expect(flags.map((flag) => flag.kind)).toEqual(["same-imei"]);
    expect(flags[0]?.details.matches.map((match) => match.productId)).toEqual([original]);
    // And the IMEIs it was given, with who gave them.
    const entries = await rows<{ imei: string; seller: string }>(
      sql`select imei, seller_id as seller from imei_entries where product_id = ${copy}`,
    );
    expect(entries).toEqual([{ imei: row?.imei, seller: second.id }]);
  });

  it("name a deleted listing reported stolen when its IMEI is listed again", async () => {
    const [first, second, reporter] = await Promise.all([
      createUserFast(app, "Seller"),
      createUserFast(app, "Seller"),
      createUserFast(app, "Buyer"),
    ]);
    const imei = testPassport().imei;
    const stolen = await createTestProduct(app, first, { passport: testPassport({ imei }) });
    const report = await injectAs(app, reporter, {
      method: "PATCH",
      url: `/api/products/reported/${stolen}`,
      payload: { kind: "stolen" },
    });
    expect(report.statusCode, report.body).toBe(200);
    expect((await deleteListing(first, stolen)).statusCode).toBe(200);
    const again = await createTestProduct(app, second, { passport: testPassport({ imei }) });
    const queue = await injectAs(app, admin, {
      method: "GET",
      url: "/api/admin/review?only=flagged",
    });
    expect(queue.statusCode, queue.body).toBe(200);
    const item = queue
      .json<{ _id: string; flags: { details: { matches: unknown[] } }[] }[]>()
      .find((entry) => entry._id === again);
    expect(item?.flags[0]?.details.matches).toEqual([
      { productId: stolen, sellerId: first.id, status: "deleted", imei, reportedStolen: true },
    ]);
  });
});
