import type { SiteFigures } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUserFast,
  productInput,
  uploadTestImage,
  type TestUser,
} from "../../../test/helpers";
import { user } from "../auth/auth.tables";
import { createProduct, type NewProduct } from "../listings/listings.service";
import { products } from "../listings/listings.tables";

let app: FastifyInstance;
let seller: TestUser;

async function list(who: TestUser): Promise<string> {
  const img = await uploadTestImage(app, who);
  return createProduct(app.db, { id: who.id, role: "Seller" }, productInput(img) as NewProduct);
}

async function figures(): Promise<SiteFigures> {
  const response = await app.inject({ method: "GET", url: "/api/site-figures" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SiteFigures>();
}

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUserFast(app, "Seller");
  const other = await createUserFast(app, "Seller");
  const banned = await createUserFast(app, "Seller");
  await createUserFast(app, "Buyer");
  await list(seller);
  const sold = await list(seller);
  await list(other);
  await list(banned);
  await app.db.update(products).set({ status: "sold" }).where(eq(products.id, sold));
  await app.db.update(user).set({ bannedAt: new Date() }).where(eq(user.id, banned.id));
  await app.db.update(products).set({ sellerBanned: true }).where(eq(products.sellerId, banned.id));
});
afterAll(() => app?.close());

describe("the home page's figures", () => {
  it("count what the database holds: phones for sale, sellers not banned, phones sold", async () => {
    expect(await figures()).toEqual({ phonesForSale: 2, sellers: 2, phonesSold: 1 });
  });

  it("follow the next write that changes a list", async () => {
    await list(seller);
    expect((await figures()).phonesForSale).toBe(3);
  });
});
