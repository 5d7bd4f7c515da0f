import type { ApiError, ErrorCode } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserFast, injectAs, type TestUser } from "./helpers";

let app: FastifyInstance;
let admin: TestUser;
let seller: TestUser;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [admin, seller, buyer] = await Promise.all([
    createUserFast(app, "Admin"),
    createUserFast(app, "Seller"),
    createUserFast(app, "Buyer"),
  ]);
});
afterAll(() => app.close());

// One rule for every `/:id` (idParamsSchema, db/uuid.ts): an id that is malformed or empty is as
// unknown as one that does not exist (an empty one inside the path is a malformed address).
type Method = "GET" | "PATCH" | "DELETE";
const calls: [Method, string, () => TestUser, ErrorCode][] = [
  ["PATCH", "/api/products/:id", () => seller, "PRODUCT_NOT_FOUND"],
  ["DELETE", "/api/products/:id", () => seller, "PRODUCT_NOT_FOUND"],
  ["PATCH", "/api/products/reported/:id", () => buyer, "PRODUCT_NOT_FOUND"],
  ["GET", "/api/products/:id/bookings", () => seller, "PRODUCT_NOT_FOUND"],
  ["PATCH", "/api/products/:id/sold", () => seller, "PRODUCT_NOT_FOUND"],
  ["DELETE", "/api/products/:id/reports", () => admin, "PRODUCT_NOT_FOUND"],
  ["DELETE", "/api/bookedproducts/:id", () => buyer, "BOOKING_NOT_FOUND"],
  ["PATCH", "/api/users/:id", () => admin, "USER_NOT_FOUND"],
  ["DELETE", "/api/users/:id", () => admin, "USER_NOT_FOUND"],
  ["PATCH", "/api/users/:id/demote", () => admin, "USER_NOT_FOUND"],
];

describe("routes with an /:id", () => {
  it.each(calls)(
    "%s %s answers 404 for a malformed or an empty id",
    async (method, path, who, code) => {
      for (const id of ["not-a-uuid", "", "0".repeat(100)]) {
        const url = path.replace(":id", id);
        const response = await injectAs(app, who(), { method, url });
        // An empty id inside the path leaves an empty segment (`//`): not a spelling of any
        // address, refused before routing (plugins/canonical-path.ts).
        const [status, expected] = url.includes("//") ? [400, "BAD_URL"] : [404, code];
        expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
        expect(response.json<ApiError>().code, url).toBe(expected);
      }
    },
  );
});
