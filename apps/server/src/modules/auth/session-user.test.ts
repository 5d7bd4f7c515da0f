import type { ApiError } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieHeader,
  createTestApp,
  createUser,
  injectAs,
  ORIGIN,
  signIn,
  type TestUser,
} from "../../../test/helpers";
import { user } from "./auth.tables";

let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUser(app, "Admin");
});
afterAll(() => app.close());

/** Signs in again and keeps every cookie, the session cache's `session_data` included. */
async function browserCookies(who: TestUser): Promise<string> {
  const response = await signIn(app, who.email, who.password);
  expect(response.statusCode, response.body).toBe(200);
  const cookies = cookieHeader(response.headers["set-cookie"]);
  expect(cookies).toContain("bechedaw.session_token=");
  expect(cookies).toContain("bechedaw.session_data=");
  return cookies;
}

const withCookies = (cookie: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { ...ORIGIN, cookie, ...options.headers } });

const myOrders = (who: TestUser): InjectOptions => ({
  method: "GET",
  url: `/api/myorders?email=${encodeURIComponent(who.email)}`,
});
const allBuyers: InjectOptions = { method: "GET", url: "/api/users/allbuyers" };

describe("sessions checked once, then read from the database on every request", () => {
  it("answers get-session from the cookie, without the database", async () => {
    const seller = await createUser(app, "Seller");
    const cookies = await browserCookies(seller);
    const verify = await injectAs(app, admin, { method: "PATCH", url: `/api/users/${seller.id}` });
    expect(verify.statusCode, verify.body).toBe(200);

    // Better Auth's cached copy (at most 5 minutes old) still says what it said at sign-in…
    const cached = await withCookies(cookies, { method: "GET", url: "/api/auth/get-session" });
    expect(cached.json<{ user: { verified: boolean } }>().user.verified).toBe(false);
    // …while the database, asked without the cache, has the change.
    const fresh = await withCookies(cookies, {
      method: "GET",
      url: "/api/auth/get-session?disableCookieCache=true",
    });
    expect(fresh.json<{ user: { verified: boolean } }>().user.verified).toBe(true);
  });

  it("never keeps a demoted admin's rights: refused on the next request", async () => {
    const other = await createUser(app, "Admin", "Other Keeper");
    const cookies = await browserCookies(other);
    expect((await withCookies(cookies, allBuyers)).statusCode).toBe(200);

    const demoted = await injectAs(app, admin, {
      method: "PATCH",
      url: `/api/users/${other.id}/demote`,
    });
    expect(demoted.statusCode, demoted.body).toBe(200);

    const refused = await withCookies(cookies, allBuyers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().code).toBe("NOT_AN_ADMIN");
  });

  it("signs a deleted user out on the next request", async () => {
    const buyer = await createUser(app, "Buyer");
    const cookies = await browserCookies(buyer);
    const bearer = { authorization: `Bearer ${buyer.token}` };
    expect((await withCookies(cookies, myOrders(buyer))).statusCode).toBe(200);
    expect((await app.inject({ ...myOrders(buyer), headers: bearer })).statusCode).toBe(200);

    const deleted = await injectAs(app, admin, { method: "DELETE", url: `/api/users/${buyer.id}` });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const refused = await withCookies(cookies, myOrders(buyer));
    expect(refused.statusCode).toBe(401);
    expect(refused.json<ApiError>().code).toBe("UNAUTHORIZED");
    expect((await app.inject({ ...myOrders(buyer), headers: bearer })).statusCode).toBe(401);
  });

  it("ends a session for every copy of its cookies at sign-out", async () => {
    const buyer = await createUser(app, "Buyer");
    const cookies = await browserCookies(buyer);
    expect((await withCookies(cookies, myOrders(buyer))).statusCode).toBe(200);

    const signOut = await withCookies(cookies, {
      method: "POST",
      url: "/api/auth/sign-out",
      payload: {},
    });
    expect(signOut.statusCode, signOut.body).toBe(200);

    // A copy taken before the sign-out (another tab, a stolen cookie) carries the cache too.
    const refused = await withCookies(cookies, myOrders(buyer));
    expect(refused.statusCode).toBe(401);
  });
});

describe("writes through Better Auth never trust its cached copy of the session", () => {
  const rename = (cookie: string, name: string) =>
    withCookies(cookie, { method: "POST", url: "/api/auth/update-user", payload: { name } });

  async function nameOf(who: TestUser): Promise<string | undefined> {
    const [row] = await app.db.select({ name: user.name }).from(user).where(eq(user.id, who.id));
    return row?.name;
  }

  it("refuses a rename from a session a password change ended", async () => {
    const buyer = await createUser(app, "Buyer", "Before Rename");
    const stolen = await browserCookies(buyer);
    expect((await rename(stolen, "Still Mine")).statusCode).toBe(200);

    const changed = await injectAs(app, buyer, {
      method: "POST",
      url: "/api/account/password",
      payload: { currentPassword: buyer.password, newPassword: "a-brand-new-password-2" },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    const refused = await rename(stolen, "Taken Over");
    expect(refused.statusCode, refused.body).toBe(401);
    expect(await nameOf(buyer)).toBe("Still Mine");
  });

  it("refuses a rename from a banned user's session", async () => {
    const buyer = await createUser(app, "Buyer", "Soon Banned");
    const cookies = await browserCookies(buyer);
    const banned = await injectAs(app, admin, {
      method: "POST",
      url: `/api/admin/users/${buyer.id}/ban`,
    });
    expect(banned.statusCode, banned.body).toBe(200);

    const refused = await rename(cookies, "Banned But Renamed");
    expect(refused.statusCode, refused.body).toBe(401);
    expect(await nameOf(buyer)).toBe("Soon Banned");
  });
});
