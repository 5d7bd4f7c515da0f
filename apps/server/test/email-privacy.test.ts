import type { FastifyInstance } from "fastify";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookOk } from "../src/modules/deals/deals.test-helpers";
import { createTestApp, createTestProduct, createUser, injectAs, type TestUser } from "./helpers";

/**
 * An email address reaches its owner and admins only: buyers and sellers reach each other
 * through the deal. This walks every answer one side sees of the other, signed out and signed
 * in, and looks for the other person's address anywhere in the body.
 */
let app: FastifyInstance;
let seller: TestUser;
let buyer: TestUser;
let stranger: TestUser;
let productId: string;
let bookingId: string;

beforeAll(async () => {
  app = await createTestApp();
  [seller, buyer, stranger] = await Promise.all([
    createUser(app, "Seller", "Rahim Uddin"),
    createUser(app, "Buyer", "Karim Mia"),
    createUser(app, "Buyer", "Salma Begum"),
  ]);
  productId = await createTestProduct(app, seller, { name: "Galaxy S21 Ultra", brand: "Samsung" });
  const advertised = await injectAs(app, seller, {
    method: "PATCH",
    url: `/api/products/${productId}`,
  });
  expect(advertised.statusCode, advertised.body).toBe(200);
  bookingId = await bookOk(app, buyer, productId);
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** The answer is a 200 and mentions none of these people's addresses (in any letter case). */
function expectNoEmailOf(response: LightMyRequestResponse, ...people: TestUser[]) {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.body.toLowerCase();
  for (const person of people) expect(body).not.toContain(person.email.toLowerCase());
  // And nothing shaped like an address at all under an email-ish key.
  expect(response.body).not.toMatch(/"(seller|buyer)?email"\s*:/i);
}

const publicUrls = () => [
  "/api/products?category=Samsung",
  "/api/products?q=Galaxy",
  "/api/products?brand=Samsung&sort=price-asc",
  "/api/advertisedProducts",
  `/api/products/${productId}`,
  `/api/sellers/${seller.id}`,
  `/api/users/${seller.id}/reviews`,
];

describe("no email address in what others see", () => {
  it("the public lists, search, a phone's page and a seller's profile, signed out or in", async () => {
    for (const url of publicUrls()) {
      for (const who of [undefined, buyer, stranger]) {
        const response = await injectAs(app, who, { method: "GET", url });
        expectNoEmailOf(response, seller, buyer);
      }
    }
  });

  it("the seller's own view of the bookings and the deal before accepting", async () => {
    const bookings = await injectAs(app, seller, {
      method: "GET",
      url: `/api/products/${productId}/bookings`,
    });
    expectNoEmailOf(bookings, buyer);
    expect(bookings.json<{ buyerName: string }[]>()[0]?.buyerName).toBe("Karim Mia");
    expectNoEmailOf(
      await injectAs(app, seller, { method: "GET", url: `/api/deals/${bookingId}` }),
      buyer,
    );
    expectNoEmailOf(
      await injectAs(app, seller, { method: "GET", url: "/api/notifications" }),
      buyer,
    );
    const mine = await injectAs(app, seller, {
      method: "GET",
      url: `/api/myproducts?email=${encodeURIComponent(seller.email)}`,
    });
    expectNoEmailOf(mine, buyer);
  });

  it("the buyer's own view of the deal and their orders", async () => {
    expectNoEmailOf(
      await injectAs(app, buyer, { method: "GET", url: `/api/deals/${bookingId}` }),
      seller,
    );
    const orders = await injectAs(app, buyer, {
      method: "GET",
      url: `/api/myorders?email=${encodeURIComponent(buyer.email)}`,
    });
    expectNoEmailOf(orders, seller);
  });
});
