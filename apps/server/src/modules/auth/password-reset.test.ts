import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BASE_URL,
  ORIGIN,
  createUser,
  createUserFast,
  createTestApp,
  createTestAppPair,
  nextClientIp,
  sessionCookie,
  signIn,
  uniqueEmail,
  type TestUser,
} from "../../../test/helpers";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp";
import { emailOutbox } from "../mail/mail.tables";
import { session, user, verification } from "./auth.tables";
import { passwordResetLink } from "./password-reset.tables";

let smtp: TestSmtpServer;
let app: FastifyInstance;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  app = await createTestApp({ SMTP_URL: smtp.url });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await smtp.close();
});

const NEW_PASSWORD = "brand-new-secret-9";

function requestReset(
  email: string,
  options: { language?: string; ip?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: "POST",
    url: "/api/auth/request-password-reset",
    headers: { ...ORIGIN, ...options.headers },
    remoteAddress: options.ip ?? nextClientIp(),
    payload: { email, ...(options.language ? { language: options.language } : {}) },
  });
}

function post(url: string, payload: object, who?: TestUser) {
  return app.inject({
    method: "POST",
    url,
    headers: { ...ORIGIN, ...(who ? { cookie: who.cookie } : {}) },
    remoteAddress: nextClientIp(),
    payload,
  });
}
const checkLink = (token: string, who?: TestUser) =>
  post("/api/password-reset/check", { token }, who);
const resetPassword = (token: string, who?: TestUser, newPassword = NEW_PASSWORD) =>
  post("/api/auth/reset-password", { token, newPassword }, who);

/** The reset email that reached the SMTP server for `to` (sign-up sent it a confirmation too). */
const emailTo = (to: string): Promise<ParsedMail> =>
  smtp.waitFor(
    (mail) =>
      mail.to !== undefined &&
      "text" in mail.to &&
      mail.to.text === to &&
      (mail.text ?? "").includes("/reset-password?token="),
  );

/** The token of the reset link in an email's plain text, checking the link's address. */
function tokenOf(mail: ParsedMail): string {
  const link = /(\S+\/reset-password\?token=)([\w-]+)/.exec(mail.text ?? "");
  if (!link) throw new Error(`no reset link in: ${mail.text}`);
  expect(link[1]).toBe(`${BASE_URL}/reset-password?token=`);
  expect(mail.html).toContain(`href="${link[0]}"`);
  return link[2]!;
}

/** Asks for a link for `who` and answers the token from the email it received. */
async function tokenFor(who: { email: string }): Promise<string> {
  const response = await requestReset(who.email);
  expect(response.statusCode, response.body).toBe(200);
  return tokenOf(await emailTo(who.email));
}

const jwtStatus = async (cookie: string) =>
  (await app.inject({ method: "GET", url: "/api/jwt", headers: { cookie } })).statusCode;

async function outboxRowsTo(address: string): Promise<number> {
  const rows = await app.db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address));
  return rows.length;
}

describe("POST /api/auth/request-password-reset → email → POST /api/auth/reset-password", () => {
  it("sets the new password, ends every other session and signs this browser in", async () => {
    const owner = await createUser(app);
    const otherDevice = sessionCookie(
      (await signIn(app, owner.email, owner.password)).headers["set-cookie"],
    );
    expect(await jwtStatus(otherDevice)).toBe(200);

    const token = await tokenFor(owner);
    const mail = await emailTo(owner.email);
    expect(mail.subject).toBe("Reset your BecheDaw password");
    expect(mail.text).toContain("Hello Buyer Person,");
    expect(mail.text).toContain("Choose a new password:");
    expect(mail.text).toContain("expires in 1 hour");

    const check = await checkLink(token, owner);
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({ email: owner.email });

    const reset = await resetPassword(token, owner);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ status: true, signedIn: true });
    const fresh = sessionCookie(reset.headers["set-cookie"]);
    expect(await jwtStatus(fresh)).toBe(200);
    expect(await jwtStatus(owner.cookie)).toBe(401);
    expect(await jwtStatus(otherDevice)).toBe(401);
    const sessions = await app.db.select().from(session).where(eq(session.userId, owner.id));
    expect(sessions).toHaveLength(1);

    expect((await signIn(app, owner.email, owner.password)).statusCode).toBe(401);
    expect((await signIn(app, owner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("writes the email in the account's language, else in the page's", async () => {
    const bangla = await createUser(app, "Buyer", "রহিম");
    await app.db.update(user).set({ language: "bn" }).where(eq(user.id, bangla.id));
    expect((await requestReset(bangla.email, { language: "en" })).statusCode).toBe(200);
    const mail = await emailTo(bangla.email);
    expect(mail.subject).toBe("আপনার BecheDaw পাসওয়ার্ড রিসেট করুন");
    expect(mail.text).toContain("হ্যালো রহিম,");
    expect(mail.text).toContain("নতুন পাসওয়ার্ড বেছে নিন:");
    expect(mail.html).toContain('<html lang="bn">');
    tokenOf(mail);

    const newcomer = await createUser(app);
    const fromBanglaPage = await requestReset(newcomer.email, {
      headers: { cookie: "bechedaw_lang=bn", "accept-language": "en" },
    });
    expect(fromBanglaPage.statusCode).toBe(200);
    expect((await emailTo(newcomer.email)).subject).toBe("আপনার BecheDaw পাসওয়ার্ড রিসেট করুন");
  });

  it("offers a Google-only account a password, and the reset adds one", async () => {
    const googleOnly = await createUserFast(app, "Buyer", "Nadia Google");
    expect((await requestReset(googleOnly.email)).statusCode).toBe(200);
    const mail = await emailTo(googleOnly.email);
    expect(mail.subject).toBe("Add a password to your BecheDaw account");
    expect(mail.text).toContain("Continue With Google");
    const reset = await resetPassword(tokenOf(mail));
    expect(reset.json()).toEqual({ status: true, signedIn: true });
    expect((await signIn(app, googleOnly.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("answers an unknown address exactly as a known one, as slowly, and emails nobody", async () => {
    const known = await createUser(app);
    const unknown = uniqueEmail("nobody");
    const timed = async (email: string) => {
      const started = performance.now();
      const response = await requestReset(email);
      return { response, ms: performance.now() - started };
    };
    const [a, b] = [await timed(known.email), await timed(unknown)];
    expect(a.response.statusCode).toBe(200);
    expect(b.response.statusCode).toBe(200);
    expect(b.response.body).toBe(a.response.body);
    expect(a.response.json<{ message: string }>().message).toBe(
      "If an account uses this address, we sent it a link to choose a new password.",
    );
    expect(a.ms).toBeGreaterThanOrEqual(245);
    expect(b.ms).toBeGreaterThanOrEqual(245);
    await emailTo(known.email);
    expect(await outboxRowsTo(unknown)).toBe(0);
  });
});

describe("a reset link that cannot be used", () => {
  it("is refused the second time: 410 RESET_LINK_USED", async () => {
    const owner = await createUser(app);
    const token = await tokenFor(owner);
    expect((await resetPassword(token)).statusCode).toBe(200);
    for (const response of [
      await checkLink(token),
      await resetPassword(token, undefined, "another-pass-77"),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: "RESET_LINK_USED" });
    }
    expect((await signIn(app, owner.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("is refused after its hour: 410 RESET_LINK_EXPIRED, by our check and by Better Auth", async () => {
    const owner = await createUser(app);
    const token = await tokenFor(owner);
    // Better Auth keeps only a hash of the token (a reset token is a password for an hour).
    const stored = await app.db.select().from(verification).where(eq(verification.value, owner.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.identifier).not.toContain(token);
    const past = new Date(Date.now() - 1000);
    await app.db
      .update(passwordResetLink)
      .set({ expiresAt: past })
      .where(eq(passwordResetLink.userId, owner.id));
    await app.db
      .update(verification)
      .set({ expiresAt: past })
      .where(eq(verification.value, owner.id));
    for (const response of [await checkLink(token), await resetPassword(token)]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ code: "RESET_LINK_EXPIRED" });
    }
    // Better Auth refuses the expired token on its own too.
    const direct = await app.auth.api
      .resetPassword({ body: { token, newPassword: NEW_PASSWORD } })
      .catch((error: { body?: { code?: string } }) => error.body?.code);
    expect(direct).toBe("INVALID_TOKEN");
    expect((await signIn(app, owner.email, owner.password)).statusCode).toBe(200);
  });

  it("is refused when changed or made up: 400 RESET_LINK_INVALID", async () => {
    const owner = await createUser(app);
    const token = await tokenFor(owner);
    const flipped = `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`;
    for (const bad of [flipped, token.slice(0, 12), "x".repeat(24)]) {
      for (const response of [await checkLink(bad), await resetPassword(bad)]) {
        expect(response.statusCode, bad).toBe(400);
        expect(response.json()).toMatchObject({ code: "RESET_LINK_INVALID" });
      }
    }
    expect((await checkLink(token)).statusCode).toBe(200);
  });

  it("is refused in a browser signed in as someone else: 403 RESET_LINK_OTHER_ACCOUNT", async () => {
    const owner = await createUser(app);
    const other = await createUser(app);
    const token = await tokenFor(owner);
    for (const response of [await checkLink(token, other), await resetPassword(token, other)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: "RESET_LINK_OTHER_ACCOUNT" });
    }
    expect(await jwtStatus(other.cookie)).toBe(200);
    expect(await jwtStatus(owner.cookie)).toBe(200);
    expect((await resetPassword(token)).statusCode).toBe(200);
  });

  it("is refused with a password sign-up would refuse: 400 VALIDATION_ERROR", async () => {
    const owner = await createUser(app);
    const token = await tokenFor(owner);
    const response = await resetPassword(token, undefined, "short");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: "Password must be 8 characters or longer.",
    });
    expect((await checkLink(token)).statusCode).toBe(200);
  });
});

describe("reset request limits", () => {
  it("allows three links an hour per address, known or not, then 429 from any client", async () => {
    for (const email of [(await createUser(app)).email, uniqueEmail("nobody")]) {
      for (let i = 0; i < 3; i++) expect((await requestReset(email)).statusCode).toBe(200);
      const refused = await requestReset(email.toUpperCase());
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: "RESET_RATE_LIMITED",
        message: "Too many requests for a reset link. Please try again later.",
      });
      const wait = Number(refused.headers["retry-after"]);
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
    }
  });

  it("allows twice AUTH_RATE_LIMIT requests an hour per client address", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: "2" });
    try {
      const ask = (email: string) =>
        limited.inject({
          method: "POST",
          url: "/api/auth/request-password-reset",
          headers: ORIGIN,
          remoteAddress: "203.0.113.7",
          payload: { email },
        });
      for (let i = 0; i < 4; i++) expect((await ask(uniqueEmail())).statusCode).toBe(200);
      expect((await ask(uniqueEmail())).statusCode).toBe(429);
      const elsewhere = await limited.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        headers: ORIGIN,
        remoteAddress: "203.0.113.8",
        payload: { email: uniqueEmail() },
      });
      expect(elsewhere.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    "holds across two servers on one PostgreSQL database",
    async () => {
      const servers = await createTestAppPair(process.env.TEST_DATABASE_URL!);
      try {
        const email = uniqueEmail("shared");
        const ask = (server: FastifyInstance) =>
          server.inject({
            method: "POST",
            url: "/api/auth/request-password-reset",
            headers: ORIGIN,
            remoteAddress: nextClientIp(),
            payload: { email },
          });
        const answers = await Promise.all([0, 1, 2, 3, 4, 5].map((i) => ask(servers[i % 2]!)));
        const statuses = answers.map((answer) => answer.statusCode).sort();
        expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    },
  );
});
