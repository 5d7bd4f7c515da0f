import type { Account, ApiError, Product } from "@bechedaw/shared";
import { count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUser,
  createUserFast,
  injectAs,
  setCookies,
  signIn,
  sessionCookie,
  uploadTestImage,
  uploadTestProof,
  type TestUser,
} from "../../../test/helpers";
import { session, user } from "../auth/auth.tables";
import { bookOk, myOrders } from "../deals/deals.test-helpers";
import { verificationRequests } from "../verification/verification.tables";

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const getAccount = (who: TestUser | undefined) =>
  injectAs(app, who, { method: "GET", url: "/api/account" });
const patchAccount = (who: TestUser | undefined, payload: Record<string, unknown>) =>
  injectAs(app, who, { method: "PATCH", url: "/api/account", payload });
const changePassword = (who: TestUser | undefined, payload: Record<string, unknown>) =>
  injectAs(app, who, { method: "POST", url: "/api/account/password", payload });
const deleteAccount = (who: TestUser | undefined, payload: Record<string, unknown>) =>
  injectAs(app, who, { method: "DELETE", url: "/api/account", payload });

/** A second session of the same user (another device). */
async function signInAgain(who: TestUser, password = who.password): Promise<TestUser> {
  const response = await signIn(app, who.email, password);
  expect(response.statusCode, response.body).toBe(200);
  return { ...who, password, cookie: sessionCookie(response.headers["set-cookie"]) };
}

const isSignedIn = async (who: TestUser) =>
  (await injectAs(app, who, { method: "GET", url: "/api/jwt" })).statusCode === 200;

describe("GET /api/account", () => {
  it("answers 401 to a visitor", async () => {
    expect((await getAccount(undefined)).statusCode).toBe(401);
  });

  it("answers the caller's own profile, with whether it has a password", async () => {
    const member = await createUser(app, "Seller");
    const response = await getAccount(member);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      id: member.id,
      name: member.name,
      email: member.email,
      role: "Seller",
      phone: null,
      district: null,
      language: null,
      hasPassword: true,
      isLastAdmin: false,
    } satisfies Account);
    const google = await createUserFast(app, "Buyer");
    expect((await getAccount(google)).json<Account>().hasPassword).toBe(false);
  });
});

describe("PATCH /api/account", () => {
  it("changes name, phone (Bangla digits too), district and language", async () => {
    const member = await createUserFast(app, "Buyer");
    const response = await patchAccount(member, {
      name: "  Rahima Khatun ",
      phone: "০১৭১২-৩৪৫ ৬৭৮",
      district: "Sylhet",
      language: "bn",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Account>()).toMatchObject({
      name: "Rahima Khatun",
      phone: "01712345678",
      district: "Sylhet",
      language: "bn",
    });
    // get-session's signed copy of the user is dropped, so it reads the new name at once.
    const expired = setCookies(response.headers["set-cookie"]);
    expect(expired.some((c) => /^bechedaw\.session_data=;.*Max-Age=0/.test(c))).toBe(true);
    expect((await getAccount(member)).json<Account>()).toMatchObject({ phone: "01712345678" });
  });

  it("keeps the fields it is not sent, keeps +88 numbers as 01…, and clears with empty text", async () => {
    const member = await createUserFast(app, "Buyer");
    await patchAccount(member, { phone: "+8801812345678", district: "Dhaka" });
    let account = (await patchAccount(member, { name: "Only Name" })).json<Account>();
    expect(account).toMatchObject({ name: "Only Name", phone: "01812345678", district: "Dhaka" });
    account = (await patchAccount(member, { phone: "", district: "" })).json<Account>();
    expect(account).toMatchObject({ phone: null, district: null });
  });

  it('clears with null, as the settings form sends a district left at "Not chosen"', async () => {
    const member = await createUserFast(app, "Buyer");
    await patchAccount(member, { phone: "01812345678", district: "Dhaka" });
    const response = await patchAccount(member, { name: "Rina", phone: null, district: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Account>()).toMatchObject({ name: "Rina", phone: null, district: null });
  });

  it.each([
    [{ phone: "12345" }, "body/phone"],
    [{ phone: "02712345678" }, "body/phone"],
    [{ district: "Atlantis" }, "body/district"],
    [{ name: "" }, "body/name"],
    [{ language: "fr" }, "body/language"],
  ])("answers 400 naming the field for %j", async (payload, path) => {
    const member = await createUserFast(app, "Buyer");
    const response = await patchAccount(member, payload);
    expect(response.statusCode, response.body).toBe(400);
    const error = response.json<ApiError & { details: { path: string }[] }>();
    expect(error.code).toBe("VALIDATION_ERROR");
    expect(error.details.map((d) => d.path)).toContain(path);
  });

  it("never changes the role, the verified flag, the email address or a ban", async () => {
    const member = await createUserFast(app, "Buyer");
    const response = await patchAccount(member, {
      name: "Still Buyer",
      role: "Admin",
      verified: true,
      email: "someone-else@example.com",
      bannedAt: null,
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await app.db.select().from(user).where(eq(user.id, member.id));
    expect(row).toMatchObject({ name: "Still Buyer", role: "Buyer", verified: false });
    expect(row!.email).toBe(member.email);
  });

  it("answers 401 to a visitor", async () => {
    expect((await patchAccount(undefined, { name: "Nobody" })).statusCode).toBe(401);
  });
});

describe("POST /api/account/password", () => {
  it("changes the password and signs out every other session, keeping this one", async () => {
    const member = await createUser(app, "Buyer");
    const otherDevice = await signInAgain(member);
    const response = await changePassword(member, {
      currentPassword: member.password,
      newPassword: "a-brand-new-secret",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, sessionsEnded: 1 });
    expect(await isSignedIn(member)).toBe(true);
    expect(await isSignedIn(otherDevice)).toBe(false);
    expect((await signIn(app, member.email, member.password)).statusCode).toBe(401);
    expect((await signIn(app, member.email, "a-brand-new-secret")).statusCode).toBe(200);
  });

  it("answers 403 WRONG_PASSWORD for a wrong current password and changes nothing", async () => {
    const member = await createUser(app, "Buyer");
    const otherDevice = await signInAgain(member);
    const response = await changePassword(member, {
      currentPassword: "not-my-password",
      newPassword: "a-brand-new-secret",
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().code).toBe("WRONG_PASSWORD");
    expect(await isSignedIn(otherDevice)).toBe(true);
    expect((await signIn(app, member.email, member.password)).statusCode).toBe(200);
  });

  it("allows a session as many tries a minute as sign-in allows, then 429", async () => {
    const member = await createUser(app, "Buyer");
    // One after another: one account's password is checked one try at a time (the queue
    // turns away a second try at once while one runs).
    const statuses: number[] = [];
    for (let i = 0; i < app.config.authRateLimit; i++) {
      const wrong = { currentPassword: "not-my-password", newPassword: "whatever-1" };
      statuses.push((await changePassword(member, wrong)).statusCode);
    }
    expect(statuses).not.toContain(429);
    const next = await changePassword(member, {
      currentPassword: member.password,
      newPassword: "a-brand-new-secret",
    });
    expect(next.statusCode).toBe(429);
    expect(next.json<ApiError>().code).toBe("RATE_LIMITED");
    expect((await signIn(app, member.email, member.password)).statusCode).toBe(200);
  });

  it("answers 400 naming the field for a missing current password or a short new one", async () => {
    const member = await createUser(app, "Buyer");
    const missing = await changePassword(member, { newPassword: "a-brand-new-secret" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ details: { path: string }[] }>().details[0]!.path).toBe(
      "body/currentPassword",
    );
    const short = await changePassword(member, {
      currentPassword: member.password,
      newPassword: "short",
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<ApiError>().message).toBe("Password must be 8 characters or longer.");
  });

  it("sets a first password on an account without one (Google only)", async () => {
    const google = await createUserFast(app, "Buyer");
    const response = await changePassword(google, { newPassword: "first-password-1" });
    expect(response.statusCode, response.body).toBe(200);
    expect((await getAccount(google)).json<Account>().hasPassword).toBe(true);
    expect((await signIn(app, google.email, "first-password-1")).statusCode).toBe(200);
    // From now on the current password is asked for.
    const again = await changePassword(google, { newPassword: "second-password-2" });
    expect(again.statusCode).toBe(400);
  });
});

/** Rows of the user's own in a table, by its user column. */
async function rowsOf(table: typeof session | typeof verificationRequests, userId: string) {
  const column = table === session ? session.userId : verificationRequests.userId;
  const [row] = await app.db.select({ n: count() }).from(table).where(eq(column, userId));
  return Number(row?.n ?? 0);
}

describe("DELETE /api/account", () => {
  it("deletes the account with its listings, photos, bookings, requests and sessions", async () => {
    const seller = await createUser(app, "Seller");
    const otherDevice = await signInAgain(seller);
    const buyer = await createUserFast(app, "Buyer");
    const elsewhere = await createUserFast(app, "Seller");
    const photo = await uploadTestImage(app, seller);
    const listed = await createTestProduct(app, seller, { img: photo, brand: "Oppo" });
    const theirs = await createTestProduct(app, elsewhere, { brand: "Oppo" });
    await bookOk(app, buyer, listed);
    // The seller booked another seller's phone too.
    await bookOk(app, seller, theirs);
    const asked = await injectAs(app, seller, {
      method: "POST",
      url: "/api/verification",
      payload: { kind: "identity", photos: [await uploadTestProof(app, seller)] },
    });
    expect(asked.statusCode, asked.body).toBe(200);

    const response = await deleteAccount(seller, { password: seller.password });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const expired = setCookies(response.headers["set-cookie"]);
    expect(expired.some((c) => /^bechedaw\.session_token=;.*Max-Age=0/.test(c))).toBe(true);

    const phones = await app.inject({ method: "GET", url: "/api/products?category=oppo" });
    const ids = phones.json<Product[]>().map((p) => p._id);
    expect(ids).not.toContain(listed);
    expect(ids).toContain(theirs);
    expect(await app.imageStorage.read(photo.slice("/images/".length))).toBeFalsy();
    expect(await myOrders(app, buyer)).toEqual([]);
    expect(await rowsOf(session, seller.id)).toBe(0);
    expect(await rowsOf(verificationRequests, seller.id)).toBe(0);
    expect(await isSignedIn(seller)).toBe(false);
    expect(await isSignedIn(otherDevice)).toBe(false);
    expect((await signIn(app, seller.email, seller.password)).statusCode).toBe(401);
  });

  it("answers 403 WRONG_PASSWORD for a wrong password and 400 for none, deleting nothing", async () => {
    const member = await createUser(app, "Buyer");
    const wrong = await deleteAccount(member, { password: "not-my-password" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<ApiError>().code).toBe("WRONG_PASSWORD");
    const none = await deleteAccount(member, {});
    expect(none.statusCode).toBe(400);
    expect(none.json<{ details: { path: string }[] }>().details[0]!.path).toBe("body/password");
    expect((await getAccount(member)).statusCode).toBe(200);
  });

  it("asks an account without a password for its email address instead", async () => {
    const google = await createUserFast(app, "Buyer");
    const other = await deleteAccount(google, { email: "someone@example.com" });
    expect(other.statusCode).toBe(403);
    expect(other.json<ApiError>().code).toBe("WRONG_EMAIL");
    const response = await deleteAccount(google, { email: ` ${google.email.toUpperCase()} ` });
    expect(response.statusCode, response.body).toBe(200);
    expect(await isSignedIn(google)).toBe(false);
  });

  it("refuses the last admin (409 LAST_ADMIN), and lets an admin go once another exists", async () => {
    // Each test app starts with no admin: this is the only one.
    const onlyAdmin = await createUser(app, "Admin");
    expect((await getAccount(onlyAdmin)).json<Account>().isLastAdmin).toBe(true);
    const refused = await deleteAccount(onlyAdmin, { password: onlyAdmin.password });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().code).toBe("LAST_ADMIN");
    expect(await isSignedIn(onlyAdmin)).toBe(true);

    await createUserFast(app, "Admin");
    expect((await getAccount(onlyAdmin)).json<Account>().isLastAdmin).toBe(false);
    const response = await deleteAccount(onlyAdmin, { password: onlyAdmin.password });
    expect(response.statusCode, response.body).toBe(200);
  });

  it("answers 401 to a visitor", async () => {
    expect((await deleteAccount(undefined, { password: "anything-at-all" })).statusCode).toBe(401);
  });
});
