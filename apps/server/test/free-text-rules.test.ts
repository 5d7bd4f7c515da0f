import {
  DEAL_MESSAGES,
  type AdminDealMessage,
  type ApiError,
  type DealMessage,
  type Notification,
  type ProductDetail,
  type ReviewItem,
} from "@bechedaw/shared";
import { PRODUCT_CHECK_MESSAGES as PRODUCT_MESSAGES } from "@bechedaw/shared/product-messages";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inHours, stepOk } from "../src/modules/deals/deals.steps.test-helpers";
import { openDeal, soldDeal } from "../src/modules/deals/deals.test-helpers";
import {
  createTestApp,
  createTestProduct,
  createUser,
  injectAs,
  productInput,
  uploadTestImage,
  type TestUser,
} from "./helpers";

/**
 * Every text one side writes for the other follows the deal thread's rules: no links, and a
 * request for mobile money or an advance reaches the reader marked and the admins flagged.
 */
const ADVANCE = "Send 500tk advance by bKash to 01799999999";
const WITH_LINK = `${ADVANCE}, see www.evil-pay.com`;

let app: FastifyInstance;
let seller: TestUser;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [seller, buyer, admin] = await Promise.all([
    createUser(app, "Seller", "Rahim Uddin"),
    createUser(app, "Buyer", "Karim Mia"),
    createUser(app, "Admin"),
  ]);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const post = (who: TestUser, url: string, payload: object) =>
  injectAs(app, who, { method: "POST", url, payload });

function expectLinkRefused(
  response: { statusCode: number; json: <T>() => T; body: string },
  message: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<ApiError>()).toMatchObject({ code: "VALIDATION_ERROR", message });
}

async function flaggedForAdmins(): Promise<AdminDealMessage[]> {
  const list = await injectAs(app, admin, { method: "GET", url: "/api/admin/deal-messages" });
  expect(list.statusCode, list.body).toBe(200);
  return list.json<AdminDealMessage[]>();
}

async function threadOf(who: TestUser, dealId: string): Promise<DealMessage[]> {
  const thread = await injectAs(app, who, { method: "GET", url: `/api/deals/${dealId}/messages` });
  expect(thread.statusCode, thread.body).toBe(200);
  return thread.json<DealMessage[]>();
}

describe("a deal's meetup place and cancel reason", () => {
  it("refuse links", async () => {
    const dealId = await openDeal(app, seller, buyer);
    await stepOk(app, seller, dealId, "accept", { phone: "01898765432" });
    const meetup = { place: WITH_LINK, at: inHours(24) };
    expectLinkRefused(
      await post(seller, `/api/deals/${dealId}/meetup`, meetup),
      DEAL_MESSAGES.textHasLink,
    );
    expectLinkRefused(
      await post(buyer, `/api/deals/${dealId}/cancel`, { reason: WITH_LINK }),
      DEAL_MESSAGES.textHasLink,
    );
  });

  it("asking for an advance reach the reader marked and the admins flagged", async () => {
    const dealId = await openDeal(app, seller, buyer);
    await stepOk(app, seller, dealId, "accept", { phone: "01898765432" });
    await stepOk(app, seller, dealId, "meetup", { place: ADVANCE, at: inHours(24) });
    const cancelReason = `No meetup. ${ADVANCE} or no phone`;
    await stepOk(app, seller, dealId, "cancel", { reason: cancelReason });

    const marked = (await threadOf(buyer, dealId)).filter((message) => message.flagged);
    expect(marked.map((message) => message.text).sort()).toEqual([ADVANCE, cancelReason].sort());
    const flagged = (await flaggedForAdmins()).filter((item) => item.dealId === dealId);
    expect(flagged.map((item) => item.text).sort()).toEqual([ADVANCE, cancelReason].sort());
    expect(flagged.every((item) => item.flagged)).toBe(true);
  });

  it("that ask for nothing add nothing to the thread", async () => {
    const dealId = await openDeal(app, seller, buyer);
    await stepOk(app, seller, dealId, "accept", { phone: "01898765432" });
    await stepOk(app, seller, dealId, "meetup", { place: "Bashundhara City", at: inHours(24) });
    await stepOk(app, buyer, dealId, "cancel", { reason: "Found one nearer" });
    expect(await threadOf(seller, dealId)).toEqual([]);
  });
});

describe("a review's comment", () => {
  it("refuses links", async () => {
    const dealId = await soldDeal(app, seller, buyer);
    expectLinkRefused(
      await post(buyer, `/api/deals/${dealId}/review`, { stars: 1, comment: WITH_LINK }),
      DEAL_MESSAGES.textHasLink,
    );
  });
});

describe("a listing's name, colour and description", () => {
  it("refuse links, on a new listing and an edit", async () => {
    const img = await uploadTestImage(app, seller);
    const base = productInput(img);
    const withText = (text: string) => ({
      ...base,
      description: { ...(base.description as object), text },
    });
    for (const body of [
      withText(WITH_LINK),
      { ...base, name: "iPhone 13 evil-pay.com" },
      { ...base, colour: "www.evil.io" },
    ]) {
      expectLinkRefused(await post(seller, "/api/products", body), PRODUCT_MESSAGES.textHasLink);
    }
    const id = await createTestProduct(app, seller);
    const edit = await injectAs(app, seller, {
      method: "PUT",
      url: `/api/products/${id}`,
      payload: withText(WITH_LINK),
    });
    expectLinkRefused(edit, PRODUCT_MESSAGES.textHasLink);
  });

  it("asking for an advance is marked to buyers on the phone's page", async () => {
    const id = await createTestProduct(app, seller, {
      description: {
        resalePrice: 45000,
        originalPrice: 90000,
        yearsOfUse: "6 months",
        location: "Dhaka",
        text: `Boxed. ${ADVANCE} to hold it.`,
      },
    });
    const plain = await createTestProduct(app, seller);
    const page = async (productId: string) =>
      (
        await app.inject({ method: "GET", url: `/api/products/${productId}` })
      ).json<ProductDetail>();
    expect((await page(id)).asksForAdvance).toBe(true);
    expect((await page(plain)).asksForAdvance).toBe(false);
  });

  it("asking for an advance flags the listing to admins, who are told; an edit without it clears the flag", async () => {
    const base = productInput(await uploadTestImage(app, seller));
    const withText = (text: string) => ({
      ...base,
      description: { ...(base.description as object), text },
    });
    const created = await post(seller, "/api/products", withText(`Boxed. ${ADVANCE} to hold it.`));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ insertedId: string }>().insertedId;
    const flagsOf = async () => {
      const list = await injectAs(app, admin, {
        method: "GET",
        url: "/api/admin/review?only=flagged",
      });
      expect(list.statusCode, list.body).toBe(200);
      return list.json<ReviewItem[]>().find((item) => item._id === id)?.flags ?? [];
    };
    expect(await flagsOf()).toMatchObject([
      { kind: "asks-advance", details: { fields: ["description"] }, reviewedAt: null },
    ]);
    // Still published: its buyers read the warning on its page, and an admin decides.
    const page = await app.inject({ method: "GET", url: `/api/products/${id}` });
    expect(page.json<ProductDetail>()).toMatchObject({ status: "available", asksForAdvance: true });
    const told = await injectAs(app, admin, { method: "GET", url: "/api/notifications" });
    expect(told.json<Notification[]>()).toContainEqual(
      expect.objectContaining({ kind: "listing-awaits-review", productId: id }),
    );

    const edit = (body: object) =>
      injectAs(app, seller, { method: "PUT", url: `/api/products/${id}`, payload: body });
    expect((await edit(withText("Boxed, no scratches."))).statusCode).toBe(200);
    expect(await flagsOf()).toEqual([]);
    expect((await edit({ ...base, colour: "Advance 500tk" })).statusCode).toBe(200);
    expect(await flagsOf()).toMatchObject([
      { kind: "asks-advance", details: { fields: ["colour"] } },
    ]);
  });
});
