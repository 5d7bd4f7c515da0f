import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  countUsers,
  createTestApp,
  createUser,
  injectAs,
  roleOf,
  signIn,
  signUp,
  type TestUser,
} from "../../../test/helpers";
import { emailOutbox } from "../mail/mail.tables";
import { AdminAccountConflictError, ensureAdmin } from "./users.service";

let app: FastifyInstance;
let buyer: TestUser;
let seller: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  buyer = await createUser(app, "Buyer");
  seller = await createUser(app, "Seller");
  admin = await createUser(app, "Admin");
});
afterAll(() => app.close());

const userRoleUrl = (email: string) => `/api/users/userrole/${encodeURIComponent(email)}`;

describe("GET /api/users/userrole/:email", () => {
  it("returns 401 when signed out", async () => {
    const response = await app.inject({ method: "GET", url: userRoleUrl(buyer.email) });
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiError>()).toMatchObject({ statusCode: 401, code: "UNAUTHORIZED" });
  });

  it.each([
    ["as stored", (email: string) => email],
    ["in upper case", (email: string) => email.toUpperCase()],
    ["in mixed case", (email: string) => email[0]!.toUpperCase() + email.slice(1)],
  ])("returns the caller's own role with the email %s", async (_case, spell) => {
    for (const [who, role] of [
      [buyer, "Buyer"],
      [seller, "Seller"],
      [admin, "Admin"],
    ] as const) {
      const response = await injectAs(app, who, {
        method: "GET",
        url: userRoleUrl(spell(who.email)),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ userRole: role });
    }
  });

  it("returns 403 for another user's email", async () => {
    for (const [who, other] of [
      [buyer, seller],
      [seller, admin],
      [buyer, admin],
    ] as const) {
      const response = await injectAs(app, who, { method: "GET", url: userRoleUrl(other.email) });
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiError>()).toMatchObject({
        statusCode: 403,
        code: "NOT_YOUR_ACCOUNT",
      });
    }
  });

  it("returns 403, not 404, when a non-admin asks about an unknown email", async () => {
    const response = await injectAs(app, buyer, {
      method: "GET",
      url: userRoleUrl("ghost@example.com"),
    });
    expect(response.statusCode).toBe(403);
  });

  it("answers an admin about anyone", async () => {
    for (const [other, role] of [
      [buyer, "Buyer"],
      [seller, "Seller"],
    ] as const) {
      const response = await injectAs(app, admin, {
        method: "GET",
        url: userRoleUrl(other.email.toUpperCase()),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ userRole: role });
    }
  });

  it("returns 404 when an admin asks about an unknown email", async () => {
    const response = await injectAs(app, admin, {
      method: "GET",
      url: userRoleUrl("ghost@example.com"),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>()).toMatchObject({ statusCode: 404, code: "USER_NOT_FOUND" });
  });

  it("reads the role from the database, not from the session's sign-in time", async () => {
    const promoted = await createUser(app, "Buyer");
    await ensureAdmin(app.db, app.auth, { email: promoted.email, password: promoted.password });
    const response = await injectAs(app, promoted, {
      method: "GET",
      url: userRoleUrl(buyer.email),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userRole: "Buyer" });
  });
});

describe("ensureAdmin", () => {
  it("creates the admin account on an empty database, and the admin can sign in", async () => {
    const fresh = await createTestApp();
    try {
      const adminEnv = { email: "boss@example.com", password: "admin-password-1" };
      expect(await countUsers(fresh)).toBe(0);

      await ensureAdmin(fresh.db, fresh.auth, adminEnv);
      expect(await countUsers(fresh)).toBe(1);
      expect(await roleOf(fresh, adminEnv.email)).toBe("Admin");

      const signedIn = await signIn(fresh, adminEnv.email, adminEnv.password);
      expect(signedIn.statusCode).toBe(200);
      // The operator's own address: confirmed, and no link emailed (decision 026).
      expect(
        signedIn.json<{ user: { role: string; emailVerified: boolean } }>().user,
      ).toMatchObject({ role: "Admin", emailVerified: true });
      expect(await fresh.db.select().from(emailOutbox)).toEqual([]);

      await ensureAdmin(fresh.db, fresh.auth, adminEnv);
      expect(await countUsers(fresh)).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it("refuses to promote an account someone else registered with their own password", async () => {
    const { response, body } = await signUp(app, { role: "Buyer" });
    expect(response.statusCode).toBe(200);
    const operator = { email: body.email, password: "the-operator-password" };

    await expect(ensureAdmin(app.db, app.auth, operator)).rejects.toThrow(
      AdminAccountConflictError,
    );
    expect(await roleOf(app, body.email)).toBe("Buyer");
    expect((await signIn(app, operator.email, operator.password)).statusCode).toBe(401);
  });

  it("leaves an account that is already Admin as it is, whatever its password now is", async () => {
    const { body } = await signUp(app, { role: "Buyer" });
    await ensureAdmin(app.db, app.auth, { email: body.email, password: body.password });
    await expect(
      ensureAdmin(app.db, app.auth, { email: body.email, password: "changed-since-then" }),
    ).resolves.toBeUndefined();
    expect(await roleOf(app, body.email)).toBe("Admin");
  });

  it("promotes an existing account without creating another", async () => {
    const { response, body } = await signUp(app, { role: "Seller" });
    expect(response.statusCode).toBe(200);
    const before = await countUsers(app);

    await ensureAdmin(app.db, app.auth, { email: body.email, password: body.password });
    expect(await countUsers(app)).toBe(before);
    expect(await roleOf(app, body.email)).toBe("Admin");

    const signedIn = await signIn(app, body.email, body.password);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ user: { role: string } }>().user.role).toBe("Admin");
  });
});
