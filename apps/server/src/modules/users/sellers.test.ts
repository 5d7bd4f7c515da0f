import type { ApiError } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUser, type TestUser } from "../../../test/helpers";
import { user } from "../auth/auth.tables";

let app: FastifyInstance;
let seller: TestUser;
let verifiedSeller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [seller, verifiedSeller, buyer] = await Promise.all([
    createUser(app, "Seller"),
    createUser(app, "Seller"),
    createUser(app, "Buyer"),
  ]);
  await app.db.update(user).set({ verified: true }).where(eq(user.id, verifiedSeller.id));
});
afterAll(() => app.close());

const lookUp = (email: string) =>
  app.inject({ method: "GET", url: `/api/users/seller/${encodeURIComponent(email)}` });

describe("GET /api/users/seller/:email", () => {
  it("answers only whether the seller is verified, to anyone, in any letter case", async () => {
    const plain = await lookUp(seller.email);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual({ verified: false });
    const verified = await lookUp(verifiedSeller.email.toUpperCase());
    expect(verified.json()).toEqual({ verified: true });
  });

  it("returns 404 for an unknown email and for a user who is not a seller", async () => {
    for (const email of ["ghost@example.com", buyer.email, "not an email"]) {
      const response = await lookUp(email);
      expect(response.statusCode).toBe(404);
      expect(response.json<ApiError>()).toMatchObject({
        statusCode: 404,
        code: "SELLER_NOT_FOUND",
      });
    }
  });
});
