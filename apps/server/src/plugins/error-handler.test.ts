import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ORIGIN,
  createTestApp,
  createTestProduct,
  createUserFast,
  injectAs,
  type TestUser,
} from "../../test/helpers";

let app: FastifyInstance;
let buyer: TestUser;
let seller: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [buyer, seller] = await Promise.all([
    createUserFast(app, "Buyer"),
    createUserFast(app, "Seller"),
  ]);
});
afterAll(() => app.close());

describe("the error handler's own codes", () => {
  it("answers a URL with broken percent-encoding with 400 BAD_URL in the API's shape", async () => {
    const response = await app.inject({ method: "GET", url: "/api/products/%E0%A4%A" });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
    expect(response.json<ApiError>()).toEqual({
      statusCode: 400,
      code: "BAD_URL",
      message: expect.stringContaining("not a valid url component") as unknown,
    });
  });

  it.each(["/api/users/seller/%ED%A0%80", "/no-such-page/%E0%A4%A"])(
    "answers the broken URL %s with the security headers every answer carries",
    async (url) => {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().code).toBe("BAD_URL");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(String(response.headers["content-security-policy"])).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
    },
  );

  it("answers a body that does not match its Content-Length with 400 BAD_REQUEST", async () => {
    const productId = await createTestProduct(app, seller);
    const response = await injectAs(app, buyer, {
      method: "PATCH",
      url: `/api/products/reported/${productId}`,
      headers: { "content-type": "application/json", "content-length": "5" },
      payload: "{}",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>()).toMatchObject({ statusCode: 400, code: "BAD_REQUEST" });
  });

  it("answers text with a NUL character with 400 TEXT_HAS_NUL", async () => {
    const productId = await createTestProduct(app, seller);
    const response = await injectAs(app, buyer, {
      method: "PATCH",
      url: `/api/products/reported/${productId}`,
      payload: { reason: "stolen\u0000phone" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>()).toEqual({
      statusCode: 400,
      code: "TEXT_HAS_NUL",
      message: "Text must not contain NUL characters.",
    });
  });
});

describe("Better Auth's errors through the bridge", () => {
  it("keeps Better Auth's own code", async () => {
    const response = await injectAs(app, buyer, {
      method: "POST",
      url: "/api/auth/update-user",
      payload: { role: "Admin" },
    });
    expect(response.json<ApiError>()).toMatchObject({ statusCode: 400, code: "FIELD_NOT_ALLOWED" });
  });

  it("gives a refusal without a code the generic code of its status", async () => {
    const noFields = await injectAs(app, buyer, {
      method: "POST",
      url: "/api/auth/update-user",
      payload: {},
    });
    expect(noFields.json<ApiError>()).toMatchObject({ statusCode: 400, code: "BAD_REQUEST" });
    const signedOut = await app.inject({
      method: "POST",
      url: "/api/auth/update-user",
      headers: ORIGIN,
      payload: { name: "x" },
    });
    expect(signedOut.json<ApiError>()).toMatchObject({ statusCode: 401, code: "UNAUTHORIZED" });
    const unknown = await app.inject({
      method: "POST",
      url: "/api/auth/no-such-thing",
      headers: ORIGIN,
    });
    expect(unknown.json<ApiError>()).toMatchObject({ statusCode: 404, code: "ROUTE_NOT_FOUND" });
  });
});
