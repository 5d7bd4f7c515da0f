import type { AdminUser, ApiError } from "@bechedaw/shared";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserFast, injectAs, type TestUser } from "../../../test/helpers";
import { demoteAdmin } from "./users.admin-role.service";

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

const demote = (who: TestUser | undefined, id: string) =>
  injectAs(app, who, { method: "PATCH", url: `/api/users/${id}/demote` });

async function listAdmins(): Promise<AdminUser[]> {
  const response = await injectAs(app, admin, { method: "GET", url: "/api/users/alladmins" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminUser[]>();
}

describe("admins routes: who may call them", () => {
  const calls: [string, () => InjectOptions][] = [
    ["GET /api/users/alladmins", () => ({ method: "GET", url: "/api/users/alladmins" })],
    [
      "PATCH /api/users/:id/demote",
      () => ({ method: "PATCH", url: `/api/users/${admin.id}/demote` }),
    ],
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

describe("GET /api/users/alladmins", () => {
  it("lists only admins, promoted ones too, newest first, with exactly the listed fields", async () => {
    const promoted = await createUserFast(app, "Buyer", "Promoted Person");
    const promotion = await injectAs(app, admin, {
      method: "PATCH",
      url: `/api/users/${promoted.id}/role`,
      payload: { role: "Admin" },
    });
    expect(promotion.statusCode, promotion.body).toBe(200);

    const admins = await listAdmins();
    expect(admins.every((u) => u.role === "Admin")).toBe(true);
    const ids = admins.map((u) => u._id);
    expect(ids).not.toContain(buyer.id);
    expect(ids).not.toContain(seller.id);
    // Listed by sign-up date: the promoted buyer signed up after the first admin.
    expect(ids.indexOf(promoted.id)).toBeLessThan(ids.indexOf(admin.id));
    expect(admins.find((u) => u._id === promoted.id)).toEqual({
      _id: promoted.id,
      name: "Promoted Person",
      email: promoted.email,
      role: "Admin",
      verified: false,
    });
  });
});

describe("PATCH /api/users/:id/demote", () => {
  it("makes an admin a buyer, whose very next request is refused admin routes", async () => {
    const other = await createUserFast(app, "Admin", "Other Admin");
    const before = await injectAs(app, other, { method: "GET", url: "/api/users/alladmins" });
    expect(before.statusCode).toBe(200);

    const response = await demote(admin, other.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, modifiedCount: 1 });

    const after = await injectAs(app, other, { method: "GET", url: "/api/users/alladmins" });
    expect(after.statusCode).toBe(403);
    const role = await injectAs(app, other, {
      method: "GET",
      url: `/api/users/userrole/${encodeURIComponent(other.email)}`,
    });
    expect(role.json()).toEqual({ userRole: "Buyer" });
    expect((await listAdmins()).map((u) => u._id)).not.toContain(other.id);
    const buyers = await injectAs(app, admin, { method: "GET", url: "/api/users/allbuyers" });
    expect(buyers.json<AdminUser[]>().find((u) => u._id === other.id)?.role).toBe("Buyer");
    expect((await demote(admin, other.id)).json()).toEqual({
      acknowledged: true,
      modifiedCount: 0,
    });
  });

  it("refuses to demote oneself (403), even with another admin left", async () => {
    await createUserFast(app, "Admin");
    const response = await demote(admin, admin.id);
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>()).toMatchObject({
      code: "CANNOT_DEMOTE_SELF",
      message: "You cannot remove your own admin rights.",
    });
    expect((await listAdmins()).map((u) => u._id)).toContain(admin.id);
  });

  it("never demotes the last admin (409)", async () => {
    const only = await createTestApp();
    try {
      const [last, formerAdmin] = await Promise.all([
        createUserFast(only, "Admin"),
        createUserFast(only, "Buyer"),
      ]);
      await expect(demoteAdmin(only.db, formerAdmin.id, last.id)).rejects.toMatchObject({
        statusCode: 409,
        code: "LAST_ADMIN",
        message: "The last admin cannot be demoted.",
      });
      const still = await injectAs(only, last, { method: "GET", url: "/api/users/alladmins" });
      expect(still.statusCode).toBe(200);
    } finally {
      await only.close();
    }
  });

  it("lets one of two admins demoting each other at once win, never both", async () => {
    const only = await createTestApp();
    try {
      const [first, second] = await Promise.all([
        createUserFast(only, "Admin"),
        createUserFast(only, "Admin"),
      ]);
      const answers = await Promise.all([
        injectAs(only, first, { method: "PATCH", url: `/api/users/${second.id}/demote` }),
        injectAs(only, second, { method: "PATCH", url: `/api/users/${first.id}/demote` }),
      ]);
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      // The loser was demoted first (NOT_AN_ADMIN) or found itself the last admin (LAST_ADMIN).
      const loser = answers.find((a) => a.statusCode !== 200)!;
      expect(["NOT_AN_ADMIN", "LAST_ADMIN"]).toContain(loser.json<ApiError>().code);
      const stillAdmin = await Promise.all(
        [first, second].map((who) =>
          injectAs(only, who, { method: "GET", url: "/api/users/alladmins" }),
        ),
      );
      expect(stillAdmin.filter((a) => a.statusCode === 200)).toHaveLength(1);
    } finally {
      await only.close();
    }
  });

  it("returns 409 for a seller and leaves a buyer as they are", async () => {
    const response = await demote(admin, seller.id);
    expect(response.statusCode).toBe(409);
    expect(response.json<ApiError>()).toMatchObject({
      code: "CANNOT_DEMOTE_NON_ADMIN",
      message: "Only admins can be demoted.",
    });
    expect((await demote(admin, buyer.id)).json()).toEqual({
      acknowledged: true,
      modifiedCount: 0,
    });
  });

  it("returns 404 for an unknown or a malformed id", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "0".repeat(100)]) {
      const response = await demote(admin, id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json<ApiError>()).toMatchObject({
        code: "USER_NOT_FOUND",
        message: "No user with this id.",
      });
    }
  });
});
