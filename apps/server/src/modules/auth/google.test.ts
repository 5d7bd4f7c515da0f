import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { OAuth2Server, type MutableResponse, type MutableToken } from "oauth2-mock-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  ORIGIN,
  cookieHeader,
  countUsers,
  createTestApp,
  createTestProduct,
  createUser,
  nextClientIp,
  signIn,
  uploadTestImage,
  roleOf,
  sessionCookie,
  setCookies,
} from "../../../test/helpers";
import { user } from "./auth.tables";

type Profile = { email: string; name: string };

/** Whether the provider vouches for the profile's address (Google's `email_verified`). */
let isEmailVerifiedClaim = true;

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
  // Each address is its own Google account (the mock's subject is otherwise always the same).
  const claims = () => ({
    ...profile,
    sub: `google-${profile.email.toLowerCase()}`,
    email_verified: isEmailVerifiedClaim,
    role: "Admin",
    verified: true,
  });
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

describe("Google sign-in with the address of a local account (decision 026)", () => {
  /** A seller who listed a phone; then (an account from before decision 026) unconfirmed. */
  async function localSellerWithPhone(isConfirmed: boolean) {
    const local = await createUser(app, "Seller", "Local Seller");
    const photo = await uploadTestImage(app, local);
    const productId = await createTestProduct(app, local, { img: photo });
    await app.db.update(user).set({ emailVerified: isConfirmed }).where(eq(user.id, local.id));
    profile = { email: local.email, name: "Google Owner" };
    return { local, photo, productId };
  }
  const status = async (url: string) => (await app.inject({ method: "GET", url })).statusCode;
  async function sessionUser(cookie: string) {
    const session = await app.inject({
      method: "GET",
      url: "/api/auth/get-session",
      headers: { cookie },
    });
    return session.json<{ user: { id: string; emailVerified: boolean; role: string } }>().user;
  }

  it("deletes an unconfirmed account with its phones and photos, and signs the Google user in", async () => {
    const { local, photo, productId } = await localSellerWithPhone(false);
    const response = await signInWithGoogle();
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/");
    const me = await sessionUser(sessionCookie(response.headers["set-cookie"]));
    expect(me.id).not.toBe(local.id);
    expect(me).toMatchObject({ emailVerified: true, role: "Buyer" });
    expect(await status(`/api/products/${productId}`)).toBe(404);
    expect(await status(photo)).toBe(404);
    expect((await signIn(app, local.email, local.password)).statusCode).toBe(401);
  });

  it("links Google to a confirmed account and keeps everything of it", async () => {
    const { local, photo, productId } = await localSellerWithPhone(true);
    const response = await signInWithGoogle();
    expect(response.statusCode).toBe(302);
    const me = await sessionUser(sessionCookie(response.headers["set-cookie"]));
    expect(me).toMatchObject({ id: local.id, emailVerified: true, role: "Seller" });
    expect(await status(`/api/products/${productId}`)).toBe(200);
    expect(await status(photo)).toBe(200);
  });

  it("leaves an unconfirmed account alone when Google does not vouch for the address", async () => {
    const { local, productId } = await localSellerWithPhone(false);
    isEmailVerifiedClaim = false;
    try {
      const response = await signInWithGoogle();
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(/error=/);
    } finally {
      isEmailVerifiedClaim = true;
    }
    expect(await status(`/api/products/${productId}`)).toBe(200);
    expect((await signIn(app, local.email, local.password)).statusCode).toBe(200);
  });
});
