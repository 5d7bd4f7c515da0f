import type { AdminSummary } from "@bechedaw/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  testPassport,
  uploadTestProof,
  type TestUser,
} from "../../../test/helpers";
import {
  openDeal,
  postMessage,
  postReview,
  readThread,
  setDealState,
  soldDeal,
} from "../deals/deals.test-helpers";
import { step, toMeetup, wrongCode } from "../deals/deals.steps.test-helpers";

let app: FastifyInstance;
let admin: TestUser;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUserFast(app, "Admin");
  seller = await createUserFast(app, "Seller");
  otherSeller = await createUserFast(app, "Seller");
  buyer = await createUserFast(app, "Buyer");
});
afterAll(() => app?.close());

async function ok(who: TestUser, method: "GET" | "POST" | "PATCH", url: string, payload?: object) {
  const response = await injectAs(app, who, { method, url, ...(payload ? { payload } : {}) });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const summary = async () => (await ok(admin, "GET", "/api/admin/summary")).json<AdminSummary>();

/** Every item of an admin list, page after page. */
async function lengthOf(url: string): Promise<number> {
  let total = 0;
  let cursor: string | undefined;
  do {
    const separator = url.includes("?") ? "&" : "?";
    const response = await ok(admin, "GET", cursor ? `${url}${separator}cursor=${cursor}` : url);
    const body = response.json<unknown[] | { requests: unknown[] }>();
    total += Array.isArray(body) ? body.length : body.requests.length;
    cursor = response.headers["x-next-cursor"] as string | undefined;
  } while (cursor);
  return total;
}

/** A deal whose handover locked after five wrong codes. */
async function lockedDeal(): Promise<string> {
  const deal = await openDeal(app, seller, buyer);
  const code = await toMeetup(app, seller, buyer, deal);
  for (let tries = 0; tries < 5; tries++) {
    await step(app, seller, deal, "handover", { code: wrongCode(code) });
  }
  return deal;
}

describe("the admin's home", () => {
  it("counts nothing on a site where nothing waits", async () => {
    expect(await summary()).toEqual({
      listingsToReview: 0,
      heldListings: 0,
      reportedListings: 0,
      verificationRequests: 0,
      messagesToModerate: 0,
      reviewsToModerate: 0,
      lockedHandovers: 0,
    });
  });

  it("counts what each queue holds, as many as the queue lists", async () => {
    // Flagged: another seller's listing with an IMEI already on sale. Held: one set so here
    // (as a listing whose IMEI was reported stolen is).
    const { imei } = testPassport();
    await createTestProduct(app, seller, { passport: testPassport({ imei }) });
    await createTestProduct(app, otherSeller, { passport: testPassport({ imei }) });
    const held = await createTestProduct(app, seller);
    await app.db.execute(sql`update products set status = 'held' where id = ${held}`);
    // Reported twice (one listing), and another reported once.
    const reported = await createTestProduct(app, seller);
    await ok(buyer, "PATCH", `/api/products/reported/${reported}`, { reason: "Looks stolen" });
    await ok(admin, "PATCH", `/api/products/reported/${reported}`, { reason: "Fake photos" });
    await ok(
      buyer,
      "PATCH",
      `/api/products/reported/${await createTestProduct(app, otherSeller)}`,
      {
        reason: "Wrong price",
      },
    );
    // A seller's identity check.
    await ok(seller, "POST", "/api/verification", {
      kind: "identity",
      photos: [await uploadTestProof(app, seller)],
    });
    // A reported message, and a reported review.
    const talk = await openDeal(app, seller, buyer);
    expect((await postMessage(app, buyer, talk, "Is the box included?")).statusCode).toBe(200);
    const [message] = (await readThread(app, seller, talk)).json<{ _id: string }[]>();
    await ok(seller, "POST", `/api/messages/${message!._id}/report`, { reason: "Rude" });
    const sold = await soldDeal(app, otherSeller, buyer);
    const review = await postReview(app, buyer, sold, 1, "Never again");
    await ok(
      otherSeller,
      "POST",
      `/api/reviews/${review.json<{ insertedId: string }>().insertedId}/report`,
      {
        reason: "Not true",
      },
    );
    // Locked handovers: one open deal counts; one that was cancelled since does not.
    await lockedDeal();
    await setDealState(app, await lockedDeal(), "cancelled");

    const counted = await summary();
    expect(counted).toEqual({
      listingsToReview: await lengthOf("/api/admin/review"),
      heldListings: await lengthOf("/api/admin/review?only=held"),
      reportedListings: await lengthOf("/api/admin/review?only=reported"),
      verificationRequests: await lengthOf("/api/admin/verification-requests"),
      messagesToModerate: await lengthOf("/api/admin/deal-messages"),
      reviewsToModerate: await lengthOf("/api/admin/reviews"),
      lockedHandovers: 1,
    });
    expect(counted).toMatchObject({
      heldListings: 1,
      reportedListings: 2,
      verificationRequests: 1,
      messagesToModerate: 1,
      reviewsToModerate: 1,
    });
  });

  it("is for admins only", async () => {
    for (const who of [seller, buyer]) {
      const response = await injectAs(app, who, { method: "GET", url: "/api/admin/summary" });
      expect(response.statusCode).toBe(403);
    }
    expect((await app.inject({ method: "GET", url: "/api/admin/summary" })).statusCode).toBe(401);
  });
});
