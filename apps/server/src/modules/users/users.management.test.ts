import type { AdminUser, ApiError } from "@bechedaw/shared";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserFast, injectAs, type TestUser } from "../../../test/helpers";

let app: FastifyInstance;
let admin: TestUser;
let buyer: TestUser;
let seller: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUserFast(app, "Admin");
  buyer = await createUserFast(app, "Buyer");
  seller = await createUserFast(app, "Seller");
});
afterAll(() => app.close());

const USER_KEYS = ["_id", "email", "name", "role", "verified"];

async function list(which: "allsellers" | "allbuyers"): Promise<AdminUser[]> {
  const response = await injectAs(app, admin, { method: "GET", url: `/api/users/${which}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminUser[]>();
}

const verify = (who: TestUser | undefined, id: string) =>
  injectAs(app, who, { method: "PATCH", url: `/api/users/${id}` });
const promote = (who: TestUser | undefined, id: string, payload: unknown = { role: "Admin" }) =>
  injectAs(app, who, { method: "PATCH", url: `/api/users/${id}/role`, payload: payload as object });

describe("admin user routes: who may call them", () => {
  const calls: [string, () => InjectOptions][] = [
    ["GET /api/users/allsellers", () => ({ method: "GET", url: "/api/users/allsellers" })],
    ["GET /api/users/allbuyers", () => ({ method: "GET", url: "/api/users/allbuyers" })],
    ["PATCH /api/users/:id", () => ({ method: "PATCH", url: `/api/users/${seller.id}` })],
    [
      "PATCH /api/users/:id/role",
      () => ({ method: "PATCH", url: `/api/users/${buyer.id}/role`, payload: { role: "Admin" } }),
    ],
    ["DELETE /api/users/:id", () => ({ method: "DELETE", url: `/api/users/${buyer.id}` })],
  ];

  it.each(calls)("%s returns 401 signed out and 403 to buyers and sellers", async (_, call) => {
    const signedOut = await injectAs(app, undefined, call());
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json<ApiError>()).toMatchObject({ statusCode: 401, code: "UNAUTHORIZED" });
    for (const who of [buyer, seller]) {
      const response = await injectAs(app, who, call());
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiError>()).toMatchObject({ statusCode: 403, code: "NOT_AN_ADMIN" });
    }
  });
});

describe("GET /api/users/allsellers and /allbuyers", () => {
  it("lists only sellers, and only buyers, newest first, with exactly the listed fields", async () => {
    const olderSeller = await createUserFast(app, "Seller", "Older Seller");
    const newerSeller = await createUserFast(app, "Seller", "Newer Seller");
    const sellers = await list("allsellers");
    const buyers = await list("allbuyers");

    expect(sellers.every((u) => u.role === "Seller")).toBe(true);
    expect(buyers.every((u) => u.role === "Buyer")).toBe(true);
    expect(sellers.map((u) => u._id)).toContain(seller.id);
    expect(buyers.map((u) => u._id)).toContain(buyer.id);
    expect(buyers.map((u) => u._id)).not.toContain(admin.id);
    const ids = sellers.map((u) => u._id);
    expect(ids.indexOf(newerSeller.id)).toBeLessThan(ids.indexOf(olderSeller.id));
    expect(sellers.find((u) => u._id === newerSeller.id)).toEqual({
      _id: newerSeller.id,
      name: "Newer Seller",
      email: newerSeller.email,
      role: "Seller",
      verified: false,
    });
    for (const item of [...sellers, ...buyers]) expect(Object.keys(item).sort()).toEqual(USER_KEYS);
  });
});

describe("PATCH /api/users/:id", () => {
  it("verifies a seller once: the second call modifies nothing and it stays verified", async () => {
    const fresh = await createUserFast(app, "Seller");
    const first = await verify(admin, fresh.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    const again = await verify(admin, fresh.id);
    expect(again.json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    const listed = (await list("allsellers")).find((u) => u._id === fresh.id);
    expect(listed?.verified).toBe(true);
    const lookup = await app.inject({ url: `/api/users/seller/${fresh.email}` });
    expect(lookup.json()).toEqual({ verified: true });
  });

  it("returns 404 for an unknown id and 409 for a user who is not a seller", async () => {
    const unknown = await verify(admin, "no-such-user");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().code).toBe("USER_NOT_FOUND");
    for (const who of [buyer, admin]) {
      const response = await verify(admin, who.id);
      expect(response.statusCode).toBe(409);
      expect(response.json<ApiError>()).toMatchObject({
        code: "CANNOT_VERIFY_NON_SELLER",
        message: "Only sellers can be verified.",
      });
    }
    expect((await list("allbuyers")).find((u) => u._id === buyer.id)?.verified).toBe(false);
  });
});

describe("PATCH /api/users/:id/role", () => {
  it("makes a buyer an admin, whose very next request may use admin routes", async () => {
    const promoted = await createUserFast(app, "Buyer");
    const before = await injectAs(app, promoted, { method: "GET", url: "/api/users/allbuyers" });
    expect(before.statusCode).toBe(403);

    const response = await promote(admin, promoted.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, modifiedCount: 1 });

    const after = await injectAs(app, promoted, { method: "GET", url: "/api/users/allbuyers" });
    expect(after.statusCode).toBe(200);
    expect(after.json<AdminUser[]>().map((u) => u._id)).not.toContain(promoted.id);
    const role = await injectAs(app, promoted, {
      method: "GET",
      url: `/api/users/userrole/${encodeURIComponent(promoted.email)}`,
    });
    expect(role.json()).toEqual({ userRole: "Admin" });
    expect((await promote(admin, promoted.id)).json()).toEqual({
      acknowledged: true,
      modifiedCount: 0,
    });
  });

  it("returns 400 for any role but Admin, and for no body", async () => {
    for (const payload of [{ role: "Seller" }, { role: "Buyer" }, { role: "admin" }, {}]) {
      const response = await promote(admin, buyer.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>().code).toBe("VALIDATION_ERROR");
    }
    const listed = (await list("allbuyers")).find((u) => u._id === buyer.id);
    expect(listed?.role).toBe("Buyer");
  });

  it("returns 404 for an unknown id and 409 for a seller", async () => {
    const unknown = await promote(admin, "no-such-user");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiError>().code).toBe("USER_NOT_FOUND");
    const response = await promote(admin, seller.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>()).toMatchObject({
      code: "CANNOT_PROMOTE_NON_BUYER",
      message: "Only buyers can be made admins.",
    });
  });
});
