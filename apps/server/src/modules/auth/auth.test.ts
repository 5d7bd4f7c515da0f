import type { ApiError } from "@bechedaw/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ORIGIN,
  countUsers,
  createTestApp,
  createUser,
  injectAs,
  nextClientIp,
  roleOf,
  sessionCookie,
  setCookies,
  signIn,
  signUp,
  type TestUser,
} from "../../../test/helpers";

type SessionBody = {
  user: { name: string; email: string; role: string; verified: boolean };
} | null;

let app: FastifyInstance;
let buyer: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  buyer = await createUser(app, "Buyer", "Rahim Buyer");
});
afterAll(() => app.close());

function postJson(
  url: string,
  payload: InjectOptions["payload"],
  headers: Record<string, string> = ORIGIN,
) {
  return app.inject({ method: "POST", url, headers, remoteAddress: nextClientIp(), payload });
}

function getSession(headers: Record<string, string>) {
  return app.inject({ method: "GET", url: "/api/auth/get-session", headers });
}

describe("POST /api/auth/sign-up/email", () => {
  it("registers a Buyer when no role is given", async () => {
    const { response } = await signUp(app);
    expect(response.statusCode).toBe(200);
    const { user } = response.json<{ user: { role: string; verified: boolean } }>();
    expect(user).toMatchObject({ role: "Buyer", verified: false });
  });

  it("registers a Seller when asked", async () => {
    const { response, body } = await signUp(app, { role: "Seller" });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { role: string } }>().user.role).toBe("Seller");
    expect(await roleOf(app, body.email)).toBe("Seller");
  });

  it("does not sign the new user in (autoSignIn is off)", async () => {
    const { response } = await signUp(app);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ token: string | null }>().token).toBeNull();
    expect(setCookies(response.headers["set-cookie"])).toEqual([]);
    expect(response.headers["set-auth-token"]).toBeUndefined();
  });

  it.each(["Admin", "Nobody", "buyer", ""])(
    "returns 400 in the API's error shape for role %j",
    async (role) => {
      const before = await countUsers(app);
      const { response } = await signUp(app, { role: role || " " });
      expect(response.statusCode).toBe(400);
      const body = response.json<ApiError>();
      expect(body).toMatchObject({ statusCode: 400, code: "VALIDATION_ERROR" });
      expect(body.message).toContain("Role must be Buyer or Seller.");
      expect(await countUsers(app)).toBe(before);
    },
  );

  it.each([
    ["a missing name", { email: "a@example.com", password: "correct-horse-1" }, "Full name"],
    ["a blank name", { name: "   ", email: "a@example.com", password: "long-enough" }, "Full name"],
    ["a bad email", { name: "A", email: "not-an-email", password: "long-enough" }, "valid email"],
    [
      "a short password",
      { name: "A", email: "a@example.com", password: "short" },
      "Password must be 8 characters or longer.",
    ],
  ])("returns 400 with a clear message for %s", async (_case, payload, message) => {
    const response = await postJson("/api/auth/sign-up/email", payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ApiError>();
    expect(body).toMatchObject({ statusCode: 400, code: "VALIDATION_ERROR" });
    expect(body.message).toContain(message);
  });

  it("returns 422 with Better Auth's code for an email that is taken, in any letter case", async () => {
    const before = await countUsers(app);
    for (const email of [buyer.email, buyer.email.toUpperCase()]) {
      const { response } = await signUp(app, { email, role: "Seller" });
      expect(response.statusCode).toBe(422);
      expect(response.json<ApiError>()).toMatchObject({
        statusCode: 422,
        code: "USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL",
      });
    }
    expect(await countUsers(app)).toBe(before);
    expect(await roleOf(app, buyer.email)).toBe("Buyer");
  });

  it("writes the user and the password's account row together or not at all", async () => {
    // Make the second write (the account row) fail, as a crash between the two would.
    await app.db.execute(sql`
      CREATE FUNCTION refuse_account() RETURNS trigger LANGUAGE plpgsql
        AS $$ BEGIN RAISE EXCEPTION 'account insert refused'; END $$`);
    await app.db.execute(
      sql`CREATE TRIGGER refuse_account BEFORE INSERT ON account EXECUTE FUNCTION refuse_account()`,
    );
    try {
      const before = await countUsers(app);
      const { response } = await signUp(app);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(await countUsers(app)).toBe(before);
    } finally {
      await app.db.execute(sql`DROP TRIGGER refuse_account ON account`);
      await app.db.execute(sql`DROP FUNCTION refuse_account()`);
    }
  });
});

describe("POST /api/auth/sign-in/email", () => {
  it("sets an httpOnly session cookie and a set-auth-token header", async () => {
    const response = await signIn(app, buyer.email, buyer.password);
    expect(response.statusCode).toBe(200);
    const cookie = setCookies(response.headers["set-cookie"]).find((c) =>
      c.startsWith("bechedaw.session_token="),
    );
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(response.headers["set-auth-token"]).toEqual(expect.any(String));
    expect(response.json<{ user: { email: string; role: string } }>().user).toMatchObject({
      email: buyer.email,
      role: "Buyer",
    });
  });

  it.each([
    ["a wrong password", () => ({ email: buyer.email, password: "wrong-password-1" })],
    ["an unknown email", () => ({ email: "nobody@example.com", password: "correct-horse-1" })],
  ])("returns 401 INVALID_EMAIL_OR_PASSWORD for %s", async (_case, credentials) => {
    const response = await postJson("/api/auth/sign-in/email", credentials());
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiError>()).toMatchObject({
      statusCode: 401,
      code: "INVALID_EMAIL_OR_PASSWORD",
      message: expect.any(String) as string,
    });
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("returns 429 JSON after 10 attempts in a minute from one address", async () => {
    const remoteAddress = nextClientIp();
    const attempt = () =>
      app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        headers: ORIGIN,
        remoteAddress,
        payload: { email: buyer.email, password: "wrong-password-1" },
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["content-type"]).toMatch(/application\/json/);
    expect(limited.json<ApiError>()).toMatchObject({ statusCode: 429, code: "RATE_LIMITED" });
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const other = await signIn(app, buyer.email, buyer.password);
    expect(other.statusCode).toBe(200);
  });

  it("never limits session checks: one shared address may load many pages a minute", async () => {
    const remoteAddress = nextClientIp();
    for (let i = 0; i < 110; i++) {
      const response = await app.inject({
        method: "GET",
        url: "/api/auth/get-session",
        headers: { cookie: buyer.cookie },
        remoteAddress,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  describe("origin check", () => {
    it("lets a client without Origin or cookies through (non-browser clients)", async () => {
      const response = await postJson(
        "/api/auth/sign-in/email",
        { email: buyer.email, password: "wrong-password-1" },
        {},
      );
      expect(response.statusCode).toBe(401);
    });

    it("returns 403 INVALID_ORIGIN for a foreign Origin", async () => {
      const response = await postJson(
        "/api/auth/sign-in/email",
        { email: buyer.email, password: buyer.password },
        { origin: "https://evil.example" },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiError>()).toMatchObject({ statusCode: 403, code: "INVALID_ORIGIN" });
      expect(response.headers["set-cookie"]).toBeUndefined();
    });

    it("returns 403 MISSING_OR_NULL_ORIGIN for a request with cookies and no Origin", async () => {
      const response = await postJson(
        "/api/auth/sign-in/email",
        { email: buyer.email, password: buyer.password },
        { cookie: buyer.cookie },
      );
      expect(response.statusCode).toBe(403);
      expect(response.json<ApiError>().code).toBe("MISSING_OR_NULL_ORIGIN");
    });
  });

  describe("malformed requests", () => {
    it("returns 400 INVALID_JSON for malformed JSON", async () => {
      const response = await postJson("/api/auth/sign-in/email", '{"email": "a@example.com",', {
        ...ORIGIN,
        "content-type": "application/json",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({ statusCode: 400, code: "INVALID_JSON" });
    });

    it("returns 413 for a body over 1 MiB", async () => {
      const payload = JSON.stringify({ email: "a@example.com", password: "x".repeat(1024 * 1024) });
      const response = await postJson("/api/auth/sign-in/email", payload, {
        ...ORIGIN,
        "content-type": "application/json",
      });
      expect(response.statusCode).toBe(413);
      expect(response.json<ApiError>()).toMatchObject({
        statusCode: 413,
        code: "PAYLOAD_TOO_LARGE",
      });
    });

    it.each([
      ["a number", "5", "application/json"],
      ["a string", '"role"', "application/json"],
      ["null", "null", "application/json"],
      ["an array", "[]", "application/json"],
      ["JSON nested 100,000 deep", "[".repeat(100_000), "application/json"],
      ["plain text", "name=Mallory", "text/plain"],
    ])(
      "answers %s sent to update-user with a 4xx in the API's shape",
      async (_label, body, type) => {
        const response = await postJson("/api/auth/update-user", body, {
          ...ORIGIN,
          cookie: buyer.cookie,
          "content-type": type,
        });
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json<ApiError>().statusCode).toBe(response.statusCode);
      },
    );

    it("refuses a 900 KB name, an empty one and one posing as the site in update-user", async () => {
      const lookAlikes = ["B\u0435ch\u0435d\u0430w Support", "\u0410dmin Team"]; // Cyrillic е, а, А
      for (const name of ["N".repeat(900_000), "   ", "BecheDaw Official Store", ...lookAlikes]) {
        const response = await postJson(
          "/api/auth/update-user",
          { name },
          { ...ORIGIN, cookie: buyer.cookie },
        );
        expect(response.statusCode).toBe(400);
        expect(response.json<ApiError>().code).toBe("VALIDATION_ERROR");
      }
      const session = await getSession({ cookie: buyer.cookie });
      expect(session.json<SessionBody>()?.user.name).toBe(buyer.name);
    });

    it("refuses a name with a NUL or a text-direction override in update-user", async () => {
      for (const name of ["Nadia\u0000", "\u202Enidas"]) {
        const response = await postJson(
          "/api/auth/update-user",
          { name },
          { ...ORIGIN, cookie: buyer.cookie },
        );
        expect(response.statusCode).toBe(400);
      }
    });

    it("returns 415 for a form-encoded body", async () => {
      const response = await postJson(
        "/api/auth/sign-in/email",
        `email=${encodeURIComponent(buyer.email)}&password=${buyer.password}`,
        { ...ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      );
      expect(response.statusCode).toBe(415);
      expect(response.json<ApiError>()).toMatchObject({
        statusCode: 415,
        code: "UNSUPPORTED_MEDIA_TYPE",
      });
    });
  });
});

describe("GET /api/auth/get-session", () => {
  it("returns the signed-in user with their role", async () => {
    const response = await getSession({ cookie: buyer.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionBody>()?.user).toMatchObject({
      email: buyer.email,
      role: "Buyer",
      verified: false,
    });
  });

  it("returns null without a session", async () => {
    const response = await getSession({});
    expect(response.statusCode).toBe(200);
    expect(response.json<SessionBody>()).toBeNull();
  });
});

describe("POST /api/auth/sign-out", () => {
  it("ends the session for the cookie and its bearer token", async () => {
    const signedIn = await signIn(app, buyer.email, buyer.password);
    const cookie = sessionCookie(signedIn.headers["set-cookie"]);
    const bearer = { authorization: `Bearer ${String(signedIn.headers["set-auth-token"])}` };
    expect((await app.inject({ method: "GET", url: "/api/jwt", headers: bearer })).statusCode).toBe(
      200,
    );

    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sign-out",
      headers: { ...ORIGIN, cookie },
    });
    expect(response.statusCode).toBe(200);

    expect((await getSession({ cookie })).json<SessionBody>()).toBeNull();
    const jwt = await app.inject({ method: "GET", url: "/api/jwt", headers: { cookie } });
    expect(jwt.statusCode).toBe(401);
    const jwtByBearer = await app.inject({ method: "GET", url: "/api/jwt", headers: bearer });
    expect(jwtByBearer.statusCode).toBe(401);
    expect((await getSession({ cookie: buyer.cookie })).json<SessionBody>()?.user.email).toBe(
      buyer.email,
    );
  });
});

describe("GET /api/jwt", () => {
  it("returns 401 JSON when signed out", async () => {
    const response = await app.inject({ method: "GET", url: "/api/jwt" });
    expect(response.statusCode).toBe(401);
    expect(response.json<ApiError>()).toMatchObject({ statusCode: 401, code: "UNAUTHORIZED" });
  });

  it("returns an accessToken that works as a bearer token", async () => {
    const response = await injectAs(app, buyer, { method: "GET", url: "/api/jwt" });
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json<{ accessToken: string }>();
    expect(accessToken).toEqual(expect.any(String));

    const role = await app.inject({
      method: "GET",
      url: `/api/users/userrole/${encodeURIComponent(buyer.email)}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(role.statusCode).toBe(200);
    expect(role.json()).toEqual({ userRole: "Buyer" });
  });

  it("accepts the sign-in's set-auth-token as a bearer token", async () => {
    const bearer = { authorization: `Bearer ${buyer.token}` };
    const jwt = await app.inject({ method: "GET", url: "/api/jwt", headers: bearer });
    expect(jwt.statusCode).toBe(200);
    const role = await app.inject({
      method: "GET",
      url: `/api/users/userrole/${encodeURIComponent(buyer.email)}`,
      headers: bearer,
    });
    expect(role.json()).toEqual({ userRole: "Buyer" });
  });

  it("returns 401 for a made-up bearer token", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/jwt",
      headers: { authorization: "Bearer not-a-real-token.signature" },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe("POST /api/auth/update-user", () => {
  it.each([{ role: "Admin" }, { role: "Seller" }, { verified: true }])(
    "returns 400 for %j and leaves the user unchanged",
    async (change) => {
      const response = await injectAs(app, buyer, {
        method: "POST",
        url: "/api/auth/update-user",
        payload: change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({
        statusCode: 400,
        code: "FIELD_NOT_ALLOWED",
      });
      const session = (await getSession({ cookie: buyer.cookie })).json<SessionBody>();
      expect(session?.user).toMatchObject({ role: "Buyer", verified: false });
    },
  );

  it("still lets a user change their own name", async () => {
    const response = await injectAs(app, buyer, {
      method: "POST",
      url: "/api/auth/update-user",
      payload: { name: "Rahim Renamed" },
    });
    expect(response.statusCode).toBe(200);
    const session = (await getSession({ cookie: buyer.cookie })).json<{
      user: { name: string; role: string };
    }>();
    expect(session.user).toMatchObject({ name: "Rahim Renamed", role: "Buyer" });
  });

  it("keeps the language the user chooses, shown in their session", async () => {
    const response = await injectAs(app, buyer, {
      method: "POST",
      url: "/api/auth/update-user",
      payload: { language: "bn" },
    });
    expect(response.statusCode).toBe(200);
    const session = (await getSession({ cookie: buyer.cookie })).json<{
      user: { language: string | null };
    }>();
    expect(session.user.language).toBe("bn");
  });

  it.each([{ language: "fr" }, { language: 7 }, { language: "" }])(
    "returns 400 for %j and keeps the language",
    async (change) => {
      const response = await injectAs(app, buyer, {
        method: "POST",
        url: "/api/auth/update-user",
        payload: change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<ApiError>()).toMatchObject({ code: "VALIDATION_ERROR" });
      const session = (await getSession({ cookie: buyer.cookie })).json<{
        user: { language: string | null };
      }>();
      expect(session.user.language).toBe("bn");
    },
  );
});

describe("POST /api/auth/sign-in/social", () => {
  it("returns 404 PROVIDER_NOT_FOUND for google when Google is not configured", async () => {
    const response = await postJson("/api/auth/sign-in/social", {
      provider: "google",
      callbackURL: "/",
    });
    expect(response.statusCode).toBe(404);
    expect(response.json<ApiError>()).toMatchObject({
      statusCode: 404,
      code: "PROVIDER_NOT_FOUND",
    });
  });
});
