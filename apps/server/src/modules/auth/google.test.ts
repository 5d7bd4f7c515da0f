import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { OAuth2Server, type MutableResponse, type MutableToken } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ORIGIN,
  cookieHeader,
  countUsers,
  createTestApp,
  nextClientIp,
  roleOf,
  sessionCookie,
  setCookies,
} from "../../../test/helpers";

type Profile = { email: string; name: string };

let provider: OAuth2Server;
let app: FastifyInstance;
let profile: Profile;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate("RS256");
  await provider.start(0, "127.0.0.1");
  const { port } = provider.address();
  // The mock advertises "localhost"; pin it to the address it really listens on.
  provider.issuer.url = `http://127.0.0.1:${port}`;

  // A provider that also claims an Admin role: it must never reach our user record.
  const claims = () => ({ ...profile, email_verified: true, role: "Admin", verified: true });
  provider.service.on("beforeTokenSigning", (token: MutableToken) => {
    Object.assign(token.payload, claims());
  });
  provider.service.on("beforeUserinfo", (userinfo: MutableResponse) => {
    Object.assign(userinfo.body as object, claims());
  });

  app = await createTestApp({
    GOOGLE_CLIENT_ID: "bechedaw-test-client",
    GOOGLE_CLIENT_SECRET: "bechedaw-test-secret",
    GOOGLE_DISCOVERY_URL: `${provider.issuer.url}/.well-known/openid-configuration`,
  });
});

afterAll(async () => {
  await app?.close();
  await provider?.stop();
});

/** Starts sign-in, passes the provider's consent screen, and returns the callback answer. */
async function signInWithGoogle(body: Record<string, unknown> = {}) {
  const start = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/social",
    headers: ORIGIN,
    remoteAddress: nextClientIp(),
    payload: { provider: "google", callbackURL: "/", ...body },
  });
  expect(start.statusCode).toBe(200);
  const { url } = start.json<{ url: string }>();
  expect(url.startsWith(`${provider.issuer.url}/authorize?`)).toBe(true);

  const consent = await fetch(url, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location") ?? "");
  expect(back.pathname).toBe("/api/auth/callback/google");
  expect(back.searchParams.get("code")).toBeTruthy();
  expect(back.searchParams.get("state")).toBeTruthy();

  return app.inject({
    method: "GET",
    url: back.pathname + back.search,
    headers: { cookie: cookieHeader(start.headers["set-cookie"]) },
    remoteAddress: nextClientIp(),
  });
}

describe("POST /api/auth/sign-in/social (Google)", () => {
  it("answers the provider's authorize URL with PKCE and sets a state cookie", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/social",
      headers: ORIGIN,
      remoteAddress: nextClientIp(),
      payload: { provider: "google", callbackURL: "/" },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json<{ url: string }>().url);
    expect(url.searchParams.get("client_id")).toBe("bechedaw-test-client");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("scope")?.split(" ")).toEqual(
      expect.arrayContaining(["openid", "email", "profile"]),
    );
    expect(setCookies(response.headers["set-cookie"]).some((c) => /HttpOnly/i.test(c))).toBe(true);
  });

  it.each([
    ["callbackURL", { callbackURL: "https://evil.example/" }, "INVALID_CALLBACK_URL"],
    [
      "errorCallbackURL",
      { callbackURL: "/", errorCallbackURL: "https://evil.example/" },
      "INVALID_ERROR_CALLBACK_URL",
    ],
  ] as const)("returns 403 for a %s on another site", async (_, urls, code) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/social",
      headers: ORIGIN,
      remoteAddress: nextClientIp(),
      payload: { provider: "google", ...urls },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().code).toBe(code);
  });
});

describe("GET /api/auth/callback/google", () => {
  it("registers a new Buyer, signs them in and redirects to /", async () => {
    profile = { email: "Karim.Google@Example.com", name: "Karim Google" };
    const before = await countUsers(app);

    const response = await signInWithGoogle({ role: "Admin" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    const cookie = sessionCookie(response.headers["set-cookie"]);

    expect(await countUsers(app)).toBe(before + 1);
    expect(await roleOf(app, profile.email)).toBe("Buyer");
    const session = await app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie },
    });
    expect(session.json<{ user: Record<string, unknown> }>().user).toMatchObject({
      email: "karim.google@example.com",
      name: "Karim Google",
      role: "Buyer",
      verified: false,
    });
  });

  it("signs a returning Google user into the same account", async () => {
    profile = { email: "returning@example.com", name: "Returning User" };
    const first = await signInWithGoogle();
    expect(first.statusCode).toBe(302);
    const count = await countUsers(app);

    const second = await signInWithGoogle();
    expect(second.statusCode).toBe(302);
    expect(second.headers.location).toBe("/");
    expect(sessionCookie(second.headers["set-cookie"])).toMatch(/^bechedaw\.session_token=.+/);
    expect(await countUsers(app)).toBe(count);
  });

  it("refuses a callback without the state cookie", async () => {
    profile = { email: "no-state@example.com", name: "No State" };
    const before = await countUsers(app);
    const start = await app.inject({
      method: "POST",
      url: "/api/auth/sign-in/social",
      headers: ORIGIN,
      remoteAddress: nextClientIp(),
      payload: { provider: "google", callbackURL: "/" },
    });
    const consent = await fetch(start.json<{ url: string }>().url, { redirect: "manual" });
    const back = new URL(consent.headers.get("location") ?? "");

    const response = await app.inject({ method: "GET", url: back.pathname + back.search });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toMatch(/error=/);
    expect(setCookies(response.headers["set-cookie"]).join()).not.toMatch(
      /bechedaw\.session_token=[^;]/,
    );
    expect(await countUsers(app)).toBe(before);
  });
});
