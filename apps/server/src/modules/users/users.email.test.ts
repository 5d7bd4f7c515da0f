import type { ApiError } from "@bechedaw/shared";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  ORIGIN,
  createTestApp,
  createTestProduct,
  createUser,
  createUserFast,
  injectAs,
  nextClientIp,
  productInput,
  sessionCookie,
  signIn,
  signUp,
  uniqueEmail,
  uploadTestImage,
  uploadTestProof,
  type TestUser,
} from "../../../test/helpers";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp";
import { pendingSignUp, user } from "../auth/auth.tables";
import { purgeExpiredSignUps } from "../auth/auth.takeover";
import { bookOk } from "../deals/deals.test-helpers";
import { emailOutbox } from "../mail/mail.tables";

let smtp: TestSmtpServer;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
afterEach(() => vi.useRealTimers());

const DAY_MS = 24 * 60 * 60 * 1000;

/** The newest email delivered to `to` whose subject `subject` matches. */
function mailTo(to: string, subject: RegExp): Promise<ParsedMail> {
  const matching = () =>
    smtp.messages.filter(
      (m) => m.to && !Array.isArray(m.to) && m.to.text === to && subject.test(m.subject ?? ""),
    );
  return smtp.waitFor((m) => matching().includes(m)).then(() => matching().at(-1)!);
}

/** The verification link in an email's text, and its token. */
function linkOf(mail: ParsedMail) {
  const url = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(mail.text ?? "")?.[0];
  if (!url) throw new Error(`no link in: ${mail.text}`);
  return { url, token: new URL(url).searchParams.get("token")! };
}

const follow = (token: string) =>
  app.inject({ method: "POST", url: "/api/verify-email", headers: ORIGIN, payload: { token } });

async function signUpAndSignIn(role: "Buyer" | "Seller", language?: "en" | "bn") {
  const email = uniqueEmail(role.toLowerCase());
  const password = "correct-horse-1";
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: ORIGIN,
    remoteAddress: nextClientIp(),
    payload: { name: "Nadia Islam", email, password, role, ...(language ? { language } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const signedIn = await signIn(app, email, password);
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  const id = response.json<{ user: { id: string } }>().user.id;
  const cookie = sessionCookie(signedIn.headers["set-cookie"]);
  const me: TestUser = { id, name: "Nadia Islam", email, password, cookie, token: "" };
  return me;
}

const listPhone = async (seller: TestUser) =>
  injectAs(app, seller, {
    method: "POST",
    url: "/api/products",
    payload: productInput(await uploadTestImage(app, seller)),
  });

async function emailVerifiedOf(email: string) {
  const [row] = await app.db
    .select({ emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email));
  return row?.emailVerified;
}

describe("sign-up's verification email", () => {
  it("is sent in English and in Bangla, as HTML and plain text, with a link to /verify-email", async () => {
    const english = await signUpAndSignIn("Seller", "en");
    const bangla = await signUpAndSignIn("Buyer", "bn");

    const en = await mailTo(english.email, /Confirm your email address/);
    expect(en.text).toContain("Hello Nadia Islam,");
    expect(en.text).toContain("The link works for 24 hours.");
    expect(linkOf(en).url).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[\w.-]+$/);
    expect(en.html).toContain(`href="${linkOf(en).url}"`);
    expect(en.html).toContain('<html lang="en">');

    const bn = await mailTo(bangla.email, /ইমেইল ঠিকানা নিশ্চিত করুন/);
    expect(bn.text).toContain("হ্যালো Nadia Islam,");
    expect(bn.text).toContain("লিংকটি ২৪ ঘণ্টা কাজ করবে।");
    expect(bn.html).toContain('<html lang="bn">');
    expect(bn.html).toContain("আমার ইমেইল ঠিকানা নিশ্চিত করুন");
  });
});

describe("POST /api/verify-email", () => {
  it("confirms the address; before that the seller can neither list nor ask for a tier", async () => {
    const seller = await signUpAndSignIn("Seller");
    const refused = await listPhone(seller);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<ApiError>().code).toBe("EMAIL_NOT_VERIFIED");
    const tier = await injectAs(app, seller, {
      method: "POST",
      url: "/api/verification",
      payload: { kind: "identity", photos: [await uploadTestProof(app, seller)] },
    });
    expect(tier.statusCode).toBe(403);
    expect(tier.json<ApiError>().code).toBe("EMAIL_NOT_VERIFIED");

    const { token } = linkOf(await mailTo(seller.email, /Confirm your email/));
    const followed = await follow(token);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toEqual({ status: "verified", email: seller.email });
    expect(await emailVerifiedOf(seller.email)).toBe(true);

    // The same session, no new sign-in: the next request already counts the confirmation.
    const listed = await listPhone(seller);
    expect(listed.statusCode, listed.body).toBe(200);
  });

  it("lets an unconfirmed buyer book a phone", async () => {
    const seller = await createUserFast(app, "Seller");
    const productId = await createTestProduct(app, seller);
    const buyer = await signUpAndSignIn("Buyer");
    await bookOk(app, buyer, productId);
  });

  it("refuses a link followed twice with 409 EMAIL_LINK_USED", async () => {
    const seller = await signUpAndSignIn("Seller");
    const { token } = linkOf(await mailTo(seller.email, /Confirm your email/));
    expect((await follow(token)).statusCode).toBe(200);
    const again = await follow(token);
    expect(again.statusCode).toBe(409);
    expect(again.json<ApiError>()).toMatchObject({
      code: "EMAIL_LINK_USED",
      message: "This link has been used already: your address is confirmed.",
    });
  });

  it("refuses a link after 24 hours with EMAIL_LINK_EXPIRED, and leaves the address unconfirmed", async () => {
    const seller = await signUpAndSignIn("Seller");
    const { token } = linkOf(await mailTo(seller.email, /Confirm your email/));
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + DAY_MS + 60_000 });
    const late = await follow(token);
    vi.useRealTimers();
    expect(late.statusCode).toBe(400);
    expect(late.json<ApiError>().code).toBe("EMAIL_LINK_EXPIRED");
    expect(await emailVerifiedOf(seller.email)).toBe(false);
  });

  it("refuses an altered link, or a made-up one, with EMAIL_LINK_INVALID", async () => {
    const seller = await signUpAndSignIn("Seller");
    const { token } = linkOf(await mailTo(seller.email, /Confirm your email/));
    const [header, payload, signature] = token.split(".");
    // Another address in the claims, the same signature: Better Auth sees the forgery.
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString()) as object;
    const forged = Buffer.from(JSON.stringify({ ...claims, email: "someone@example.com" }));
    const flipped = signature!.startsWith("A")
      ? `B${signature!.slice(1)}`
      : `A${signature!.slice(1)}`;
    for (const bad of [
      `${header}.${forged.toString("base64url")}.${signature}`,
      `${header}.${payload}.${flipped}`,
      "not-a-link",
      "A".repeat(43),
    ]) {
      const answer = await follow(bad);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json<ApiError>().code).toBe("EMAIL_LINK_INVALID");
    }
    expect(await emailVerifiedOf(seller.email)).toBe(false);
  });

  it("refuses a missing or over-long token with 400 VALIDATION_ERROR", async () => {
    for (const payload of [{}, { token: "" }, { token: "x".repeat(1001) }]) {
      const answer = await app.inject({ method: "POST", url: "/api/verify-email", payload });
      expect(answer.statusCode).toBe(400);
      expect(answer.json<ApiError>().code).toBe("VALIDATION_ERROR");
    }
  });
});

describe("POST /api/auth/send-verification-email", () => {
  it("sends a signed-in, unconfirmed user a new link that works, three times a minute", async () => {
    const seller = await signUpAndSignIn("Seller");
    await mailTo(seller.email, /Confirm your email/);
    const before = smtp.messages.length;
    const remoteAddress = nextClientIp();
    const resend = () =>
      injectAs(app, seller, {
        method: "POST",
        url: "/api/auth/send-verification-email",
        remoteAddress,
        payload: { email: seller.email },
      });
    for (let i = 0; i < 3; i += 1) expect((await resend()).statusCode).toBe(200);
    const limited = await resend();
    expect(limited.statusCode).toBe(429);
    expect(limited.json<ApiError>().code).toBe("RATE_LIMITED");
    await smtp.waitFor(() => smtp.messages.length >= before + 3);

    const { token } = linkOf(await mailTo(seller.email, /Confirm your email/));
    expect((await follow(token)).statusCode).toBe(200);
    const done = await injectAs(app, seller, {
      method: "POST",
      url: "/api/auth/send-verification-email",
      payload: { email: seller.email },
    });
    expect(done.statusCode).toBe(400);
    expect(done.json<ApiError>().code).toBe("EMAIL_ALREADY_VERIFIED");
  });
});

/** An account from before confirmation existed: a phone listed, photos, a booking; unconfirmed. */
async function oldUnconfirmedSeller() {
  const old = await createUser(app, "Seller", "Old Seller");
  const photo = await uploadTestImage(app, old);
  const productId = await createTestProduct(app, old, { img: photo });
  const other = await createUserFast(app, "Seller");
  const booked = await createTestProduct(app, other);
  await bookOk(app, old, booked);
  await app.db.update(user).set({ emailVerified: false }).where(eq(user.id, old.id));
  return { old, photo, productId, booked };
}

const productStatus = async (id: string) =>
  (await app.inject({ method: "GET", url: `/api/products/${id}` })).statusCode;
const photoStatus = async (url: string) => (await app.inject({ method: "GET", url })).statusCode;

describe("signing up again with an unconfirmed account's address", () => {
  it("answers as a new sign-up, changes nothing until the link, then replaces the old account", async () => {
    const { old, photo, productId, booked } = await oldUnconfirmedSeller();
    const fresh = await signUp(app, { role: "Seller" });

    const again = await signUp(app, {
      email: old.email,
      name: "Real Owner",
      role: "Buyer",
      password: "new-password-1",
    });
    expect(again.response.statusCode, again.response.body).toBe(200);
    const answer = again.response.json<{ token: null; user: Record<string, unknown> }>();
    // Nothing in the answer tells it from a new account's.
    expect(Object.keys(answer.user)).toEqual(
      Object.keys(fresh.response.json<{ user: object }>().user),
    );
    expect(answer).toMatchObject({
      token: null,
      user: { email: old.email, emailVerified: false, role: "Buyer", verified: false },
    });
    expect(answer.user.id).not.toBe(old.id);

    // Until the link is followed, the old account is whole and still signed in.
    const mail = await mailTo(old.email, /Confirm your new BecheDaw account/);
    // The greeting names no one: whoever signed up chose the name, not the address's owner.
    expect(mail.text).toContain("Hello,");
    expect(mail.text).not.toContain("Real Owner");
    expect(mail.text).toContain(
      "the unconfirmed account is deleted, with its listings, bookings and photos",
    );
    expect(await productStatus(productId)).toBe(200);
    expect(await photoStatus(photo)).toBe(200);
    const stillIn = await injectAs(app, old, {
      method: "GET",
      url: `/api/myorders?email=${old.email}`,
    });
    expect(stillIn.statusCode).toBe(200);
    expect(stillIn.json<unknown[]>()).toHaveLength(1);
    expect((await signIn(app, old.email, "new-password-1")).statusCode).toBe(401);

    const followed = await follow(linkOf(mail).token);
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toEqual({ status: "replaced", email: old.email });

    // The old account is gone with its phone, photo, booking and sessions.
    expect(await productStatus(productId)).toBe(404);
    expect(await photoStatus(photo)).toBe(404);
    expect(await productStatus(booked)).toBe(200);
    const ended = await injectAs(app, old, {
      method: "GET",
      url: `/api/myorders?email=${old.email}`,
    });
    expect(ended.statusCode).toBe(401);
    expect((await signIn(app, old.email, old.password)).statusCode).toBe(401);

    // The new one signs in with its own password, confirmed, as what it signed up as.
    const signedIn = await signIn(app, old.email, "new-password-1");
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json<{ user: object }>().user).toMatchObject({
      name: "Real Owner",
      role: "Buyer",
      emailVerified: true,
    });
    const [row] = await app.db.select().from(user).where(eq(user.email, old.email));
    expect(row).toMatchObject({ name: "Real Owner", role: "Buyer", emailVerified: true });

    const twice = await follow(linkOf(mail).token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ApiError>().code).toBe("EMAIL_LINK_USED");
  });

  it("lets the new account list phones at once when it signed up as a seller", async () => {
    const { old } = await oldUnconfirmedSeller();
    await signUp(app, { email: old.email, role: "Seller", password: "new-password-1" });
    const mail = await mailTo(old.email, /Confirm your new BecheDaw account/);
    expect((await follow(linkOf(mail).token)).statusCode).toBe(200);
    const signedIn = await signIn(app, old.email, "new-password-1");
    const owner: TestUser = { ...old, cookie: sessionCookie(signedIn.headers["set-cookie"]) };
    expect((await listPhone(owner)).statusCode).toBe(200);
  });

  it("refuses an expired takeover link and keeps the old account", async () => {
    const { old, productId } = await oldUnconfirmedSeller();
    await signUp(app, { email: old.email, password: "new-password-1" });
    const mail = await mailTo(old.email, /Confirm your new BecheDaw account/);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + DAY_MS + 60_000 });
    const late = await follow(linkOf(mail).token);
    vi.useRealTimers();
    expect(late.statusCode).toBe(400);
    expect(late.json<ApiError>().code).toBe("EMAIL_LINK_EXPIRED");
    expect(await productStatus(productId)).toBe(200);
    expect((await signIn(app, old.email, old.password)).statusCode).toBe(200);
  });

  it("keeps only the newest takeover link working", async () => {
    const { old } = await oldUnconfirmedSeller();
    await signUp(app, { email: old.email, password: "first-password-1" });
    const first = linkOf(await mailTo(old.email, /Confirm your new BecheDaw account/));
    await signUp(app, { email: old.email, password: "second-password-1" });
    await smtp.waitFor(
      () =>
        smtp.messages.filter(
          (m) =>
            m.subject?.includes("new BecheDaw account") &&
            (m.to as { text: string }).text === old.email,
        ).length === 2,
    );
    const second = linkOf(await mailTo(old.email, /Confirm your new BecheDaw account/));
    expect(second.token).not.toBe(first.token);
    expect((await follow(first.token)).json<ApiError>().code).toBe("EMAIL_LINK_INVALID");
    expect((await follow(second.token)).statusCode).toBe(200);
    expect((await signIn(app, old.email, "second-password-1")).statusCode).toBe(200);
  });

  it("refuses the takeover link once the old account confirmed its address meanwhile", async () => {
    const { old, productId } = await oldUnconfirmedSeller();
    await signUp(app, { email: old.email, password: "new-password-1" });
    const mail = await mailTo(old.email, /Confirm your new BecheDaw account/);
    await app.db.update(user).set({ emailVerified: true }).where(eq(user.id, old.id));
    const refused = await follow(linkOf(mail).token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiError>().code).toBe("EMAIL_LINK_INVALID");
    expect(await productStatus(productId)).toBe(200);
  });

  it("emails an address at most 3 times an hour, never quoting the names signed up with", async () => {
    const { old } = await oldUnconfirmedSeller();
    const takeoverMails = () =>
      app.db
        .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.toAddress, old.email),
            eq(emailOutbox.subject, "Confirm your new BecheDaw account"),
          ),
        );
    const names = ["Pay 500tk First", "Visit evil example", "Third Name", "Fourth Name", "Fifth"];
    for (const [i, name] of names.entries()) {
      const again = await signUp(app, { email: old.email, name, password: `password-${i}-x` });
      // Every answer is a new sign-up's: nothing tells the caller the emails stopped.
      expect(again.response.statusCode, again.response.body).toBe(200);
    }
    const mails = await takeoverMails();
    expect(mails).toHaveLength(3);
    for (const mail of mails) for (const name of names) expect(mail.text).not.toContain(name);
    // The sign-ups past the limit changed nothing: the third's link is the one that works.
    const [waiting] = await app.db
      .select({ name: pendingSignUp.name })
      .from(pendingSignUp)
      .where(eq(pendingSignUp.email, old.email));
    expect(waiting?.name).toBe("Third Name");
  });

  it("answers a confirmed account's address with 422 as before, and emails nothing", async () => {
    const confirmed = await createUser(app, "Seller");
    const outboxBefore = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, confirmed.email));
    const again = await signUp(app, { email: confirmed.email, password: "new-password-1" });
    expect(again.response.statusCode).toBe(422);
    expect(again.response.json<ApiError>().code).toBe("USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL");
    const outboxAfter = await app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, confirmed.email));
    expect(outboxAfter).toHaveLength(outboxBefore.length);
    expect(
      await app.db.select().from(pendingSignUp).where(eq(pendingSignUp.email, confirmed.email)),
    ).toEqual([]);
    expect((await signIn(app, confirmed.email, confirmed.password)).statusCode).toBe(200);
  });

  it("forgets a waiting sign-up once its link has expired", async () => {
    const { old } = await oldUnconfirmedSeller();
    await signUp(app, { email: old.email, password: "new-password-1" });
    const waiting = () =>
      app.db.select().from(pendingSignUp).where(eq(pendingSignUp.email, old.email));
    expect(await waiting()).toHaveLength(1);
    // The other tests' sign-ups wait too: each goes only once its own day is over.
    await purgeExpiredSignUps(app.db, new Date(Date.now() + DAY_MS - 60_000));
    expect(await waiting()).toHaveLength(1);
    expect(
      await purgeExpiredSignUps(app.db, new Date(Date.now() + DAY_MS + 60_000)),
    ).toBeGreaterThan(0);
    expect(await waiting()).toEqual([]);
  });

  it("never hands over an admin's address", async () => {
    const admin = await createUser(app, "Admin", "Keeper Person", { emailVerified: false });
    const again = await signUp(app, { email: admin.email, password: "new-password-1" });
    expect(again.response.statusCode).toBe(422);
  });
});
