import type { ApiError, Product, SellerProfile } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  type TestUser,
} from "../../../test/helpers";
import { products } from "../listings/listings.tables";

let app: FastifyInstance;
let seller: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUserFast(app, "Seller");
}, 60_000);
afterAll(() => app.close());

const profile = (id: string) => app.inject({ method: "GET", url: `/api/sellers/${id}` });

describe("GET /api/sellers/:id", () => {
  it("answers anyone with name, verified, member since, phones for sale and sold", async () => {
    const first = await createTestProduct(app, seller);
    await createTestProduct(app, seller);
    await app.db.update(products).set({ status: "sold" }).where(eq(products.id, first));
    const response = await profile(seller.id);
    expect(response.statusCode).toBe(200);
    const { memberSince, ...rest } = response.json<SellerProfile>();
    expect(rest).toEqual({
      id: seller.id,
      name: seller.name,
      verified: false,
      // Listing needs a confirmed address (decision 026): the email tier.
      tier: "email",
      shopName: null,
      forSale: 1,
      sold: 1,
      rating: { average: null, count: 0 },
    });
    expect(memberSince).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
    const phones = await app.inject({ method: "GET", url: `/api/products?seller=${seller.id}` });
    expect(phones.json<Product[]>()).toHaveLength(1);
  });

  it("answers 404 SELLER_NOT_FOUND for an unknown user, a buyer and an admin", async () => {
    const buyer = await createUserFast(app, "Buyer");
    const admin = await createUserFast(app, "Admin");
    for (const id of ["nobody", buyer.id, admin.id]) {
      const response = await profile(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json<ApiError>().code).toBe("SELLER_NOT_FOUND");
    }
  });
});

describe("POST /api/users/me/seller", () => {
  const become = (who: TestUser | undefined) =>
    injectAs(app, who, { method: "POST", url: "/api/users/me/seller" });

  it("makes a buyer a seller, who can list a phone on the next request", async () => {
    const buyer = await createUserFast(app, "Buyer");
    const upload = async () =>
      injectAs(app, buyer, {
        method: "POST",
        url: "/api/images",
        headers: { "content-type": "multipart/form-data; boundary=x" },
        payload: "--x--\r\n",
      });
    expect((await upload()).json<ApiError>().code).toBe("NOT_A_SELLER");
    const response = await become(buyer);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ userRole: "Seller" });
    expect((await upload()).json<ApiError>().code).not.toBe("NOT_A_SELLER");
    expect(await createTestProduct(app, buyer)).toEqual(expect.any(String));
    expect((await profile(buyer.id)).statusCode).toBe(200);
  });

  it("is 409 for a seller, 403 for an admin and 401 for a visitor", async () => {
    const seller409 = await become(seller);
    expect(seller409.statusCode).toBe(409);
    expect(seller409.json<ApiError>().code).toBe("ALREADY_A_SELLER");
    const admin = await createUserFast(app, "Admin");
    const admin403 = await become(admin);
    expect(admin403.statusCode).toBe(403);
    expect(admin403.json<ApiError>().code).toBe("FORBIDDEN");
    expect((await become(undefined)).statusCode).toBe(401);
  });
});
