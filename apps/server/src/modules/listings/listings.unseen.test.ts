import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookOk } from "../deals/deals.test-helpers";
import {
  createTestApp,
  createTestProduct,
  createUser,
  injectAs,
  type TestUser,
} from "../../../test/helpers";
import { products } from "./listings.tables";

/**
 * A listing's private parts (its whole passport, its bookings) answer someone who may not see
 * them exactly as an id that does not exist would: a held listing's existence is not told.
 */
let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
let heldId: string;
let availableId: string;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller, admin] = await Promise.all([
    createUser(app, "Seller", "Rahim Uddin"),
    createUser(app, "Seller", "Salma Begum"),
    createUser(app, "Admin"),
  ]);
  const buyer = await createUser(app, "Buyer", "Karim Mia");
  availableId = await createTestProduct(app, seller);
  heldId = await createTestProduct(app, seller);
  await bookOk(app, buyer, heldId);
  await app.db.update(products).set({ status: "held" }).where(eq(products.id, heldId));
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const get = (who: TestUser, url: string) => injectAs(app, who, { method: "GET", url });
const answer = (response: { statusCode: number; json: () => unknown }) => ({
  status: response.statusCode,
  body: response.json(),
});

describe.each(["passport", "bookings"])("GET /api/products/:id/%s", (part) => {
  it("answers another seller alike for a held, an available and an unknown listing", async () => {
    const unknown = answer(await get(otherSeller, `/api/products/${randomUUID()}/${part}`));
    expect(unknown.status).toBe(404);
    expect(answer(await get(otherSeller, `/api/products/${heldId}/${part}`))).toEqual(unknown);
    expect(answer(await get(otherSeller, `/api/products/${availableId}/${part}`))).toEqual(unknown);
  });

  it("still answers its seller", async () => {
    expect((await get(seller, `/api/products/${heldId}/${part}`)).statusCode).toBe(200);
  });
});

describe("GET /api/products/:id/passport", () => {
  it("still answers an admin", async () => {
    expect((await get(admin, `/api/products/${heldId}/passport`)).statusCode).toBe(200);
  });
});
