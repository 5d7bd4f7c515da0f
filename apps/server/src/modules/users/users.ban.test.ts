import {
  createProductSchema,
  type BanResponse,
  type MyProduct,
  type Product,
  type ReviewItem,
} from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUser,
  createUserFast,
  injectAs,
  productInput,
  sessionCookie,
  signIn,
  uploadTestImage,
  type TestUser,
} from "../../../test/helpers";
import {
  book,
  bookOk,
  expectError,
  markSold,
  myOrders,
  UNKNOWN_ID,
} from "../deals/deals.test-helpers";
import { createProduct } from "../listings/listings.service";

let app: FastifyInstance;
let admin: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [admin, buyer] = await Promise.all([createUserFast(app, "Admin"), createUserFast(app, "Buyer")]);
});
afterAll(() => app.close());

const ban = (who: TestUser | undefined, id: string) =>
  injectAs(app, who, { method: "POST", url: `/api/admin/users/${id}/ban` });
const unban = (who: TestUser | undefined, id: string) =>
  injectAs(app, who, { method: "POST", url: `/api/admin/users/${id}/unban` });
const get = (who: TestUser | undefined, url: string) => injectAs(app, who, { method: "GET", url });

async function publicIds(url: string): Promise<string[]> {
  const response = await get(undefined, url);
  expect(response.statusCode, url).toBe(200);
  return response.json<Product[]>().map((product) => product._id);
}

describe("POST /api/admin/users/:id/ban", () => {
  it("hides every listing, ends the sessions and refuses sign-in; unban restores them", async () => {
    const seller = await createUser(app, "Seller");
    const available = await createTestProduct(app, seller, { name: "Banned Galaxy One" });
    const advertised = await createTestProduct(app, seller, { name: "Banned Galaxy Two" });
    await injectAs(app, seller, { method: "PATCH", url: `/api/products/${advertised}` });
    const sold = await createTestProduct(app, seller);
    expect((await markSold(app, seller, sold)).statusCode).toBe(200);
    const booked = await bookOk(app, buyer, available);
    const lists = [
      "/api/products",
      "/api/products?category=Apple",
      "/api/products?q=banned%20galaxy",
      `/api/products?seller=${seller.id}`,
      "/api/advertisedProducts",
    ];
    expect(await publicIds(`/api/products?seller=${seller.id}`)).toContain(available);

    const response = await ban(admin, seller.id);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<BanResponse>();
    expect(answer).toMatchObject({
      acknowledged: true,
      modifiedCount: 1,
      listingsHidden: 3,
      openBookings: 1,
    });
    expect(answer.sessionsDeleted).toBeGreaterThanOrEqual(1);

    for (const url of lists) {
      const ids = await publicIds(url);
      for (const id of [available, advertised, sold]) expect(ids, url).not.toContain(id);
    }
    for (const id of [available, advertised, sold]) {
      for (const who of [undefined, buyer]) {
        expect((await get(who, `/api/products/${id}`)).statusCode).toBe(404);
      }
      // Admins still see what they banned.
      expect((await get(admin, `/api/products/${id}`)).statusCode).toBe(200);
    }
    expect((await get(undefined, `/api/sellers/${seller.id}`)).statusCode).toBe(404);
    expectError(await book(app, buyer, available), "PRODUCT_NOT_FOUND");
    // The buyer still sees their booking, ended (deals.withdrawn.test.ts).
    expect((await myOrders(app, buyer)).map((order) => order._id)).toContain(booked);
    // Signed out everywhere, and no way back in.
    expectError(
      await get(seller, `/api/myproducts?email=${encodeURIComponent(seller.email)}`),
      "UNAUTHORIZED",
    );
    const signedIn = await signIn(app, seller.email, seller.password);
    expect(signedIn.statusCode, signedIn.body).toBe(403);
    expect(signedIn.json<{ code: string }>().code).toBe("ACCOUNT_BANNED");
    expect(signedIn.headers["set-cookie"] ?? "").not.toContain("session_token=");
    const queue = (await get(admin, "/api/admin/review")).json<ReviewItem[]>();
    expect(queue.every((item) => item.sellerId !== seller.id || item.sellerBanned)).toBe(true);

    const again = await ban(admin, seller.id);
    expect(again.json<BanResponse>()).toMatchObject({
      modifiedCount: 0,
      listingsHidden: 0,
      bannedAt: answer.bannedAt,
    });

    const lifted = await unban(admin, seller.id);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toEqual({ acknowledged: true, modifiedCount: 1, listingsRestored: 3 });
    expect(await publicIds(`/api/products?seller=${seller.id}`)).toEqual(
      expect.arrayContaining([available, advertised]),
    );
    expect(await publicIds("/api/advertisedProducts")).toContain(advertised);
    expect((await get(undefined, `/api/products/${sold}`)).statusCode).toBe(200);
    const back = await signIn(app, seller.email, seller.password);
    expect(back.statusCode, back.body).toBe(200);
  });

  it("refuses a listing from a banned seller's request still in flight, keeps their phones", async () => {
    const seller = await createUser(app, "Seller");
    const id = await createTestProduct(app, seller);
    const img = await uploadTestImage(app, seller);
    await ban(admin, seller.id);
    // The session was checked before the ban; the write's own check refuses it.
    const input = createProductSchema.parse(productInput(img));
    await expect(createProduct(app.db, { id: seller.id, role: "Seller" }, input)).rejects.toThrow(
      expect.objectContaining({ code: "UNAUTHORIZED" }) as Error,
    );
    await unban(admin, seller.id);
    const back = await signIn(app, seller.email, seller.password);
    expect(back.statusCode).toBe(200);
    const again = { ...seller, cookie: sessionCookie(back.headers["set-cookie"]) };
    const mine = await get(again, `/api/myproducts?email=${encodeURIComponent(seller.email)}`);
    expect(mine.json<MyProduct[]>().map((product) => product._id)).toEqual([id]);
  });

  it("refuses to ban oneself, an admin, or an unknown user", async () => {
    expectError(await ban(admin, admin.id), "CANNOT_BAN_SELF");
    const other = await createUserFast(app, "Admin");
    expectError(await ban(admin, other.id), "CANNOT_BAN_ADMIN");
    expectError(await unban(admin, other.id), "CANNOT_BAN_ADMIN");
    expectError(await ban(admin, "no-such-user"), "USER_NOT_FOUND");
    expectError(await unban(admin, UNKNOWN_ID), "USER_NOT_FOUND");
  });

  it("bans a buyer too: no sign-in", async () => {
    const someone = await createUser(app, "Buyer");
    expect((await ban(admin, someone.id)).json()).toMatchObject({ listingsHidden: 0 });
    expect((await signIn(app, someone.email, someone.password)).statusCode).toBe(403);
  });

  it.each([
    ["ban", ban],
    ["unban", unban],
  ])("%s: 401 signed out, 403 to buyers and sellers", async (_, call) => {
    const target = await createUserFast(app, "Seller");
    expect((await call(undefined, target.id)).statusCode).toBe(401);
    for (const who of [buyer, target]) expectError(await call(who, target.id), "NOT_AN_ADMIN");
  });
});
