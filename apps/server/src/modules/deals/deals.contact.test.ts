import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  type TestUser,
} from "../../../test/helpers";
import { book } from "./deals.test-helpers";
import { SELLER_PHONE, dealOf, stepOk } from "./deals.steps.test-helpers";

// Contact only when it is safe (docs/decisions/030-deals.md): before the seller accepts a deal,
// no answer shows either side the other's number. Every GET route a signed-in buyer or seller may
// call is walked as each side; the first test checks the walk against /api/docs, so a new GET
// route must join it (or say here why it cannot carry a number).

/** GET routes not walked, and why no number of a deal can reach a side through them. */
const NOT_WALKED: Record<string, string> = {
  "/api/health": "no user data",
  "/api/ready": "no user data",
  "/images/{file}": "a photo's bytes",
  "/api/images/private/{file}": "a proof photo's bytes (its seller and admins only)",
  "/api/users/allsellers": "admins only: a side is refused (authorization-matrix.test.ts)",
  "/api/users/allbuyers": "admins only",
  "/api/users/alladmins": "admins only",
  "/api/reportedProducts": "admins only",
  "/api/admin/verification-requests": "admins only",
  "/api/admin/review": "admins only",
  "/api/admin/deal-messages": "admins only",
  "/api/admin/reviews": "admins only",
  "/api/admin/summary": "admins only, and counts only",
};

let app: FastifyInstance;
let seller: TestUser;
let waiting: TestUser;
let chosen: TestUser;

const WAITING_PHONE = "01556677889";
const CHOSEN_PHONE = "01633445566";

beforeAll(async () => {
  app = await createTestApp();
  [seller, waiting, chosen] = await Promise.all([
    createUserFast(app, "Seller"),
    createUserFast(app, "Buyer"),
    createUserFast(app, "Buyer"),
  ]);
});
afterAll(() => app.close());

/** Every GET that returns a booking or a user, for one caller of this phone and deal. */
function routesFor(who: TestUser, productId: string, dealId: string): string[] {
  const email = encodeURIComponent(who.email);
  return [
    `/api/deals/${dealId}`,
    `/api/myorders?email=${email}`,
    `/api/myproducts?email=${email}`,
    `/api/products/${productId}/bookings`,
    `/api/products/${productId}`,
    `/api/products/${productId}/passport`,
    `/api/products`,
    `/api/products/price-guide?brand=Samsung&name=Galaxy%20A54&storage=128`,
    `/api/advertisedProducts`,
    `/api/search/alternatives?q=iphone%2019`,
    `/api/search/suggestions?q=ip`,
    `/api/site-figures`,
    `/api/sellers/${seller.id}`,
    `/api/users/seller/${encodeURIComponent(seller.email)}`,
    `/api/users/userrole/${email}`,
    `/api/notifications`,
    `/api/notifications/unread-count`,
    `/api/notifications/email`,
    `/api/favourites`,
    `/api/favourites/ids`,
    `/api/saved-searches`,
    `/api/deals/${dealId}/messages`,
    `/api/users/${seller.id}/reviews`,
    `/api/users/${who.id}/reviews`,
    `/api/verification`,
    `/api/account`,
    `/api/auth/get-session`,
    `/api/jwt`,
  ];
}

/** The bodies of every such route as `who` (whatever their status: a refusal must not leak either). */
async function everyAnswer(who: TestUser, productId: string, dealId: string): Promise<string> {
  const bodies = [];
  for (const url of routesFor(who, productId, dealId)) {
    const response = await injectAs(app, who, { method: "GET", url });
    expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
    bodies.push(response.body);
  }
  return bodies.join("\n");
}

describe("the other side's number", () => {
  it("is looked for in every GET route a side may call", async () => {
    const docs = await app.inject({ method: "GET", url: "/api/docs" });
    const paths = Object.entries(docs.json<{ paths: Record<string, object> }>().paths)
      .filter(([, methods]) => "get" in methods)
      .map(([path]) => path);
    const walked = routesFor(seller, "{id}", "{id}").map((url) =>
      url
        .split("?")[0]!
        .replaceAll(seller.id, "{id}")
        .replace(/\/[0-9a-f-]{36}|\/\{id\}/g, "/{id}")
        .replace(/\/[^/]*%40[^/]*$/, "/{email}"),
    );
    for (const path of paths) {
      expect(walked.includes(path) || path in NOT_WALKED, path).toBe(true);
    }
  });

  it("appears in no answer before acceptance, and to the two sides only after it", async () => {
    const productId = await createTestProduct(app, seller, { isAdvertised: true });
    const waitingDeal = (await book(app, waiting, productId, { userPhone: WAITING_PHONE })).json<{
      insertedId: string;
    }>().insertedId;
    const chosenDeal = (await book(app, chosen, productId, { userPhone: CHOSEN_PHONE })).json<{
      insertedId: string;
    }>().insertedId;

    // Before acceptance: the seller sees neither buyer's number anywhere.
    const sellerBefore = await everyAnswer(seller, productId, chosenDeal);
    expect(sellerBefore).not.toContain(WAITING_PHONE);
    expect(sellerBefore).not.toContain(CHOSEN_PHONE);

    await stepOk(app, seller, chosenDeal, "accept", { phone: SELLER_PHONE });

    // After: the seller sees the accepted buyer's number, never the waiting one's.
    const sellerAfter = await everyAnswer(seller, productId, chosenDeal);
    expect(sellerAfter).toContain(CHOSEN_PHONE);
    expect(sellerAfter).not.toContain(WAITING_PHONE);
    expect((await dealOf(app, seller, waitingDeal)).contact).toBeNull();

    // The waiting buyer never sees the seller's number; the accepted one does, in their deal.
    const waitingAnswers = await everyAnswer(waiting, productId, waitingDeal);
    expect(waitingAnswers).not.toContain(SELLER_PHONE);
    expect(waitingAnswers).not.toContain(CHOSEN_PHONE);
    const chosenAnswers = await everyAnswer(chosen, productId, chosenDeal);
    expect(chosenAnswers).toContain(SELLER_PHONE);
    expect(chosenAnswers).not.toContain(WAITING_PHONE);
    // Nor does one buyer read another's deal.
    const other = await injectAs(app, waiting, { method: "GET", url: `/api/deals/${chosenDeal}` });
    expect(other.statusCode).toBe(403);
    expect(other.body).not.toContain(SELLER_PHONE);
  });

  it("is gone again once the deal is cancelled", async () => {
    const productId = await createTestProduct(app, seller);
    const dealId = (await book(app, chosen, productId, { userPhone: CHOSEN_PHONE })).json<{
      insertedId: string;
    }>().insertedId;
    await stepOk(app, seller, dealId, "accept", { phone: SELLER_PHONE });
    await stepOk(app, chosen, dealId, "cancel", { reason: "Found another" });
    expect(await everyAnswer(seller, productId, dealId)).not.toContain(CHOSEN_PHONE);
    const buyerSide = await injectAs(app, chosen, { method: "GET", url: `/api/deals/${dealId}` });
    expect(buyerSide.body).not.toContain(SELLER_PHONE);
  });
});
