import type { ApiError, ReportedProduct } from "@bechedaw/shared";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  createUsersFast,
  injectAs,
  type TestUser,
} from "../../../test/helpers";
import { markSold } from "../deals/deals.test-helpers";

let app: FastifyInstance;
let admin: TestUser;
let seller: TestUser;
let reporters: TestUser[];

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUserFast(app, "Admin");
  seller = await createUserFast(app, "Seller");
  reporters = await createUsersFast(app, 3, "Buyer");
});
afterAll(() => app.close());

const UNKNOWN_ID = "0b0e3a6e-8f4e-4b7e-9c55-4a3f0f7b2f11";
const PRODUCT_KEYS = [
  "_id",
  "brand",
  "colour",
  "condition",
  "description",
  "img",
  "isAdvertised",
  "name",
  "passport",
  "previousPrice",
  "ram",
  "reportCount",
  "reports",
  "sellerEmail",
  "sellerId",
  "sellerName",
  "sellerRating",
  "sellerShopName",
  "sellerTier",
  "sellerVerified",
  "status",
  "storage",
];

const report = (who: TestUser, id: string, reason?: string) =>
  injectAs(app, who, {
    method: "PATCH",
    url: `/api/products/reported/${id}`,
    payload: reason === undefined ? {} : { reason },
  });
const dismiss = (who: TestUser | undefined, id: string) =>
  injectAs(app, who, { method: "DELETE", url: `/api/products/${id}/reports` });

async function reported(): Promise<ReportedProduct[]> {
  const response = await injectAs(app, admin, { method: "GET", url: "/api/reportedProducts" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ReportedProduct[]>();
}

async function expectReported(who: TestUser, id: string, reason?: string) {
  const response = await report(who, id, reason);
  expect(response.statusCode, response.body).toBe(200);
}

describe("admin report routes: who may call them", () => {
  const calls: [string, () => InjectOptions][] = [
    ["GET /api/reportedProducts", () => ({ method: "GET", url: "/api/reportedProducts" })],
    [
      "DELETE /api/products/:id/reports",
      () => ({ method: "DELETE", url: `/api/products/${UNKNOWN_ID}/reports` }),
    ],
  ];

  it.each(calls)("%s returns 401 signed out and 403 to buyers and sellers", async (_, call) => {
    expect((await injectAs(app, undefined, call())).statusCode).toBe(401);
    for (const who of [reporters[0]!, seller]) {
      const response = await injectAs(app, who, call());
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiError>().code).toBe("NOT_AN_ADMIN");
    }
  });
});

describe("GET /api/reportedProducts", () => {
  it("lists reported products most reported first, then newest report, with reasons", async () => {
    const [a, b, c] = reporters as [TestUser, TestUser, TestUser];
    const [older, most, newer, unreported] = await Promise.all(
      [1, 2, 3, 4].map(() => createTestProduct(app, seller)),
    );
    await expectReported(a, older!, "Looks stolen");
    await expectReported(a, most!, "Fake photo");
    await expectReported(b, most!);
    await expectReported(c, newer!, "Wrong price");

    const list = await reported();
    expect(list.map((p) => p._id)).toEqual([most, newer, older]);
    expect(list.map((p) => p.reportCount)).toEqual([2, 1, 1]);
    expect(list.map((p) => p._id)).not.toContain(unreported);
    const [first] = list;
    expect(first!.reports.map((r) => r.reason)).toEqual([null, "Fake photo"]);
    expect(new Date(first!.reports[0]!.date).getTime()).toBeGreaterThanOrEqual(
      new Date(first!.reports[1]!.date).getTime(),
    );
    expect(first).toMatchObject({ sellerEmail: seller.email, status: "available" });
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(PRODUCT_KEYS);
      for (const r of item.reports) {
        expect(Object.keys(r).sort()).toEqual(["date", "kind", "reason"]);
        // A report sent without a kind (as older clients send it) is "other".
        expect(r.kind).toBe("other");
      }
    }
    for (const id of [older, most, newer]) await dismiss(admin, id!);
    expect(await reported()).toEqual([]);
  });

  it("keeps a reported product that has been sold, marked sold", async () => {
    const product = await createTestProduct(app, seller);
    await expectReported(reporters[0]!, product);
    expect((await markSold(app, seller, product)).statusCode).toBe(200);
    const listed = (await reported()).find((p) => p._id === product);
    expect(listed).toMatchObject({ status: "sold", reportCount: 1 });
    await dismiss(admin, product);
  });
});

describe("DELETE /api/products/:id/reports", () => {
  it("dismisses a product's reports, after which it can be reported again", async () => {
    const product = await createTestProduct(app, seller);
    await expectReported(reporters[0]!, product, "Spam");
    await expectReported(reporters[1]!, product);
    expect((await report(reporters[0]!, product)).statusCode).toBe(409);

    const response = await dismiss(admin, product);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 2 });
    expect((await reported()).map((p) => p._id)).not.toContain(product);
    expect((await dismiss(admin, product)).json()).toEqual({ acknowledged: true, deletedCount: 0 });

    await expectReported(reporters[0]!, product, "Still spam");
    const again = (await reported()).find((p) => p._id === product);
    expect(again?.reportCount).toBe(1);
    expect(again?.reports.map((r) => r.reason)).toEqual(["Still spam"]);
    await dismiss(admin, product);
  });

  it("returns 404 for an unknown or malformed id", async () => {
    for (const id of [UNKNOWN_ID, "not-a-uuid", "123"]) {
      const response = await dismiss(admin, id);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiError>().code).toBe("PRODUCT_NOT_FOUND");
    }
  });
});

describe("DELETE /api/products/:id", () => {
  it("lets an admin delete any seller's product, with its reports", async () => {
    const product = await createTestProduct(app, seller);
    await expectReported(reporters[2]!, product);
    const response = await injectAs(app, admin, {
      method: "DELETE",
      url: `/api/products/${product}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await reported()).map((p) => p._id)).not.toContain(product);
    const list = await app.inject({ method: "GET", url: "/api/products?category=Apple" });
    expect(list.json<{ _id: string }[]>().map((p) => p._id)).not.toContain(product);
  });
});
