import type { AdminReview, Product, ProductDetail, Review, SellerProfile } from "@bechedaw/shared";
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
  UNKNOWN_ID,
  expectError,
  openDeal,
  postReview,
  ratingRow,
  setDealState,
  soldDeal,
} from "./deals.test-helpers";

let app: FastifyInstance;
let otherBuyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [otherBuyer, admin] = await Promise.all([createUserFast(app), createUserFast(app, "Admin")]);
});
afterAll(() => app.close());

async function pair(): Promise<[TestUser, TestUser]> {
  const [seller, buyer] = await Promise.all([
    createUserFast(app, "Seller", "Rahim Uddin"),
    createUserFast(app, "Buyer", "Karim Ahmed"),
  ]);
  return [seller, buyer];
}

const reviewsOf = async (userId: string, query = "") => {
  const response = await injectAs(app, undefined, {
    method: "GET",
    url: `/api/users/${userId}/reviews${query}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const reportReview = (who: TestUser | undefined, id: string, payload?: Record<string, unknown>) =>
  injectAs(app, who, {
    method: "POST",
    url: `/api/reviews/${id}/report`,
    ...(payload ? { payload } : {}),
  });
const moderate = (who: TestUser | undefined, id: string, action: string) =>
  injectAs(app, who, { method: "PATCH", url: `/api/admin/reviews/${id}`, payload: { action } });

describe("reviews", () => {
  it("each side rates the other once after a sale through the handover code", async () => {
    const [seller, buyer] = await pair();
    const deal = await soldDeal(app, seller, buyer);
    const byBuyer = await postReview(app, buyer, deal, 5, "Honest seller, phone as described");
    expect(byBuyer.statusCode, byBuyer.body).toBe(200);
    expect((await postReview(app, seller, deal, 4, "Came on time")).statusCode).toBe(200);
    expectError(await postReview(app, buyer, deal, 1, "changed my mind"), "ALREADY_REVIEWED");
    expectError(await postReview(app, seller, deal, 1), "ALREADY_REVIEWED");

    expect(await ratingRow(app, seller.id)).toEqual({ count: 1, stars: 5 });
    expect(await ratingRow(app, buyer.id)).toEqual({ count: 1, stars: 4 });
    const reviews = (await reviewsOf(seller.id)).json<Review[]>();
    expect(reviews).toEqual([
      expect.objectContaining({
        stars: 5,
        comment: "Honest seller, phone as described",
        authorName: "Karim Ahmed",
        authorSide: "buyer",
      }),
    ]);
    expect((await reviewsOf(buyer.id)).json<Review[]>()[0]).toMatchObject({
      authorName: "Rahim Uddin",
      authorSide: "seller",
    });
  });

  it("tells the reviewed side, with a link to the deal", async () => {
    const [seller, buyer] = await pair();
    const deal = await soldDeal(app, seller, buyer);
    expect((await postReview(app, buyer, deal, 4, "Fine")).statusCode).toBe(200);
    const inbox = (await injectAs(app, seller, { method: "GET", url: "/api/notifications" })).json<
      { kind: string; link: string }[]
    >();
    expect(inbox.filter((notice) => notice.kind === "review-received")).toEqual([
      expect.objectContaining({ link: `/dashboard/deals/${deal}` }),
    ]);
  });

  it("counts two reviews sent at once by the same side once", async () => {
    const [seller, buyer] = await pair();
    const deal = await soldDeal(app, seller, buyer);
    const answers = await Promise.all([
      postReview(app, buyer, deal, 5),
      postReview(app, buyer, deal, 3),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await ratingRow(app, seller.id))?.count).toBe(1);
  });

  it("is refused for deals not sold through the handover code", async () => {
    const [seller, buyer] = await pair();
    const deal = await openDeal(app, seller, buyer);
    for (const status of ["booked", "accepted", "meetup", "cancelled", "ended"]) {
      await setDealState(app, deal, status);
      expectError(await postReview(app, buyer, deal, 5), "REVIEW_NOT_ALLOWED");
    }
    // Sold outside BecheDaw, or before deals had steps: no handover time.
    await setDealState(app, deal, "sold", false);
    expectError(await postReview(app, buyer, deal, 5), "REVIEW_NOT_ALLOWED");
    expectError(await postReview(app, seller, deal, 5), "REVIEW_NOT_ALLOWED");
    expect(await ratingRow(app, seller.id)).toEqual({ count: 0, stars: 0 });
  });

  it("is for the deal's sides only, with valid stars and comments", async () => {
    const [seller, buyer] = await pair();
    const deal = await soldDeal(app, seller, buyer);
    expectError(await postReview(app, undefined, deal, 5), "UNAUTHORIZED");
    expectError(await postReview(app, otherBuyer, deal, 5), "NOT_A_DEAL_SIDE");
    expectError(await postReview(app, admin, deal, 5), "NOT_A_DEAL_SIDE");
    expectError(await postReview(app, buyer, UNKNOWN_ID, 5), "DEAL_NOT_FOUND");
    for (const stars of [0, 6, 2.5, -1]) {
      expectError(await postReview(app, buyer, deal, stars), "VALIDATION_ERROR");
    }
    expectError(await postReview(app, buyer, deal, 5, "x".repeat(501)), "VALIDATION_ERROR");
    const script = "<script>alert(1)</script>";
    expect((await postReview(app, buyer, deal, 5, script)).statusCode).toBe(200);
    expect((await reviewsOf(seller.id)).json<Review[]>()[0]?.comment).toBe(script);
  });

  it("lists a user's reviews publicly, newest first, a page at a time", async () => {
    const [seller] = await pair();
    const buyers = await Promise.all(Array.from({ length: 22 }, () => createUserFast(app)));
    for (const [i, buyer] of buyers.entries()) {
      const deal = await soldDeal(app, seller, buyer);
      expect((await postReview(app, buyer, deal, 1 + (i % 5), `review ${i}`)).statusCode).toBe(200);
    }
    const first = await reviewsOf(seller.id);
    const page1 = first.json<Review[]>();
    expect(page1).toHaveLength(20);
    expect(page1[0]?.comment).toBe("review 21");
    const cursor = String(first.headers["x-next-cursor"]);
    const page2 = (await reviewsOf(seller.id, `?cursor=${cursor}`)).json<Review[]>();
    expect(page2.map((r) => r.comment)).toEqual(["review 1", "review 0"]);
    const stars = buyers.reduce((sum, _, i) => sum + 1 + (i % 5), 0);
    expect(await ratingRow(app, seller.id)).toEqual({ count: 22, stars });

    expectError(
      await injectAs(app, undefined, { method: "GET", url: "/api/users/nobody/reviews" }),
      "USER_NOT_FOUND",
    );
    expectError(
      await injectAs(app, undefined, {
        method: "GET",
        url: `/api/users/${seller.id}/reviews?cursor=bad`,
      }),
      "INVALID_CURSOR",
    );
  });
});

describe("reporting and moderating reviews", () => {
  it("anyone signed in but its author reports a review, once", async () => {
    const [seller, buyer] = await pair();
    const deal = await soldDeal(app, seller, buyer);
    const id = (await postReview(app, buyer, deal, 1, "Liar")).json<{ insertedId: string }>()
      .insertedId;
    expectError(await reportReview(undefined, id), "UNAUTHORIZED");
    expectError(await reportReview(buyer, id), "FORBIDDEN");
    expectError(await reportReview(seller, UNKNOWN_ID), "REVIEW_NOT_FOUND");
    expect((await reportReview(seller, id, { reason: "Never met him" })).statusCode).toBe(200);
    expect((await reportReview(otherBuyer, id)).statusCode).toBe(200);
    expect((await reportReview(admin, id)).statusCode).toBe(200);
    expectError(await reportReview(seller, id), "ALREADY_REPORTED");

    const list = await injectAs(app, admin, { method: "GET", url: "/api/admin/reviews" });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<AdminReview[]>().find((r) => r._id === id)).toMatchObject({
      dealId: deal,
      stars: 1,
      comment: "Liar",
      authorId: buyer.id,
      authorName: "Karim Ahmed",
      authorSide: "buyer",
      subjectId: seller.id,
      subjectName: "Rahim Uddin",
      reportCount: 3,
      reasons: ["Never met him"],
    });
  });

  it("hiding takes the stars out of the rating once; clearing keeps them", async () => {
    const [seller, buyer] = await pair();
    const other = await createUserFast(app);
    const first = await soldDeal(app, seller, buyer);
    const second = await soldDeal(app, seller, other);
    const low = (await postReview(app, buyer, first, 1, "Bad")).json<{ insertedId: string }>()
      .insertedId;
    const high = (await postReview(app, other, second, 5, "Great")).json<{ insertedId: string }>()
      .insertedId;
    expect(await ratingRow(app, seller.id)).toEqual({ count: 2, stars: 6 });

    for (const who of [undefined, seller, buyer]) {
      const refused = await moderate(who, low, "hide");
      expect([401, 403]).toContain(refused.statusCode);
    }
    expectError(await moderate(admin, UNKNOWN_ID, "hide"), "REVIEW_NOT_FOUND");
    expectError(await moderate(admin, low, "remove"), "VALIDATION_ERROR");

    expect((await reportReview(seller, high)).statusCode).toBe(200);
    expect((await moderate(admin, high, "clear")).statusCode).toBe(200);
    const listed = await injectAs(app, admin, { method: "GET", url: "/api/admin/reviews" });
    expect(listed.json<AdminReview[]>().some((r) => r._id === high)).toBe(false);
    expect(await ratingRow(app, seller.id)).toEqual({ count: 2, stars: 6 });

    const shown = async () => {
      const profile = await injectAs(app, undefined, {
        method: "GET",
        url: `/api/sellers/${seller.id}`,
      });
      const cards = await injectAs(app, undefined, {
        method: "GET",
        url: `/api/products?seller=${seller.id}`,
      });
      const page = await injectAs(app, undefined, {
        method: "GET",
        url: `/api/products/${phone}`,
      });
      const detail = page.json<ProductDetail>();
      return {
        profile: profile.json<SellerProfile>().rating,
        card: cards.json<Product[]>()[0]?.sellerRating,
        page: detail.sellerRating,
        pageSeller: detail.seller.rating,
      };
    };
    const phone = await createTestProduct(app, seller);
    const before = { average: 3, count: 2 };
    expect(await shown()).toEqual({
      profile: before,
      card: before,
      page: before,
      pageSeller: before,
    });

    expect((await moderate(admin, low, "hide")).statusCode).toBe(200);
    expect((await moderate(admin, low, "hide")).statusCode).toBe(200);
    expect(await ratingRow(app, seller.id)).toEqual({ count: 1, stars: 5 });
    const after = { average: 5, count: 1 };
    expect(await shown()).toEqual({ profile: after, card: after, page: after, pageSeller: after });
    const visible = (await reviewsOf(seller.id)).json<Review[]>();
    expect(visible.map((r) => r._id)).toEqual([high]);
    expectError(await reportReview(otherBuyer, low), "REVIEW_NOT_FOUND");
  });

  it("deleting a user takes their reviews of others out of those users' ratings", async () => {
    const [seller, buyer] = await pair();
    const other = await createUserFast(app);
    const first = await soldDeal(app, seller, buyer);
    const second = await soldDeal(app, seller, other);
    expect((await postReview(app, buyer, first, 2)).statusCode).toBe(200);
    expect((await postReview(app, other, second, 4)).statusCode).toBe(200);
    expect((await postReview(app, seller, first, 3)).statusCode).toBe(200);
    expect(await ratingRow(app, seller.id)).toEqual({ count: 2, stars: 6 });

    const deleted = await injectAs(app, admin, { method: "DELETE", url: `/api/users/${buyer.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await ratingRow(app, seller.id)).toEqual({ count: 1, stars: 4 });
    expect((await reviewsOf(seller.id)).json<Review[]>().map((r) => r.stars)).toEqual([4]);
  });
});
