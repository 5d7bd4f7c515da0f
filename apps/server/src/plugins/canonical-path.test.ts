import type { ApiError } from "@bechedaw/shared";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerCanonicalPaths } from "./canonical-path";
import { registerErrorHandlers } from "./error-handler";

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerErrorHandlers(app);
  registerCanonicalPaths(app);
  app.all("/*", async () => ({ reached: true }));
  await app.ready();
});
afterAll(() => app.close());

describe("one spelling per path", () => {
  it.each([
    "/",
    "/api",
    "/api/products?brand=Apple&page=2",
    // What encodeURIComponent makes of an email, a Bangla category, a search with a slash.
    "/api/users/userrole/rahim%2Bshop%40example.com",
    "/category/%E0%A6%B8%E0%A7%8D%E0%A6%AF%E0%A6%BE%E0%A6%AE%E0%A6%B8%E0%A6%BE%E0%A6%82",
    "/api/products/a%2Fb",
    "/images/K5qzweHM9lCx-_ZHLtI4Cg.webp",
    "/apiary",
    "/Apple",
    // Only the path counts: a query may hold anything.
    "/api/products?q=%61%2E%2E//",
  ])("lets %s through", async (url) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    "/%61pi/health",
    "/api/%70roducts",
    "/api/products/%7E",
    "/api/products/a%2eb",
    "/api//products",
    "//api/products",
    "/API/products",
    "/Api",
  ])("refuses %s with 400 BAD_URL", async (url) => {
    const response = await app.inject({ method: "POST", url });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe("BAD_URL");
  });
});
