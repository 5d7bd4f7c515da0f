import { CONTACT_MESSAGES_PER_HOUR } from "../src/modules/contact/contact.service";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import type { ApiError } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account } from "../src/modules/auth/auth.tables";
import { createPasswordHasher, hashing } from "../src/modules/auth/password";
import {
  ORIGIN,
  createTestApp,
  createUser,
  nextClientIp,
  signIn,
  testJpeg,
  type TestUser,
} from "./helpers";

// Every limit counts against the caller the auth sees: the signed-in user (however their
// credential is spelled), else the client's address. And password checks wait in a bounded
// queue where no one account takes every place.

const WRITES = 5;
const UPLOADS = 3;
const PASSWORD_TRIES = 4;

/**
 * The same caller's credential, spelled the ways a client may spell it: each is accepted as
 * that user, so each must spend that user's one budget.
 */
function spellings(who: TestUser): Record<string, string>[] {
  const value = who.cookie.slice(who.cookie.indexOf("=") + 1);
  return [
    { cookie: who.cookie },
    { authorization: `Bearer ${who.token}` },
    { authorization: `Bearer   ${who.token}` },
    { authorization: `bearer ${who.token}` },
    // A decoy of the cookie's HTTPS name before the real one.
    { cookie: `__Secure-bechedaw.session_token=decoy${randomUUID()}; ${who.cookie}` },
    { cookie: `bechedaw.session_token=${value}; other=1` },
  ];
}

/**
 * Credentials that authenticate nobody, such requests spend their address's budget: a bearer
 * token is read before the cookie, so a junk one beside someone's real cookie is nobody too.
 */
function junkCredentials(someone?: TestUser): Record<string, string>[] {
  return [
    {},
    ...(someone ? [{ cookie: someone.cookie, authorization: `Bearer junk${randomUUID()}` }] : []),
    { authorization: `Bearer junk${randomUUID()}` },
    { authorization: `Bearer  junk${randomUUID()}` },
    { cookie: `bechedaw.session_token=junk${randomUUID()}` },
    { cookie: `__Secure-bechedaw.session_token=junk${randomUUID()}` },
  ];
}

/**
 * Sends `max + 1` requests, each with the next credential spelling in turn: the first `max` get
 * through the limit, the last is refused with 429 and a Retry-After.
 */
async function expectLimitAt(
  max: number,
  credentials: Record<string, string>[],
  send: (headers: Record<string, string>, i: number) => Promise<LightMyRequestResponse>,
  options: { signedIn: boolean },
) {
  const statuses: number[] = [];
  for (let i = 0; i <= max; i++) {
    const response = await send(credentials[i % credentials.length]!, i);
    statuses.push(response.statusCode);
    if (options.signedIn)
      expect(response.statusCode, `spelling ${i}: ${response.body}`).not.toBe(401);
    if (i === max) {
      expect(response.json<ApiError>().code, response.body).toBe("RATE_LIMITED");
      expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    }
  }
  expect(statuses.slice(0, max).filter((status) => status === 429)).toEqual([]);
  expect(statuses[max]).toBe(429);
}

describe("limits keyed on the caller the auth sees", () => {
  let app: FastifyInstance;
  let jpeg: Buffer;
  beforeAll(async () => {
    app = await createTestApp({
      WRITE_RATE_LIMIT: String(WRITES),
      UPLOAD_RATE_LIMIT: String(UPLOADS),
      AUTH_RATE_LIMIT: String(PASSWORD_TRIES),
    });
    jpeg = await testJpeg();
  });
  afterAll(() => app?.close());

  const send = (options: InjectOptions, headers: Record<string, string>, remoteAddress: string) =>
    app.inject({
      ...options,
      remoteAddress,
      headers: { ...ORIGIN, ...options.headers, ...headers },
    });

  it("counts writes per user, whatever the spelling of the credential or the address", async () => {
    const writer = await createUser(app, "Buyer");
    await expectLimitAt(
      WRITES,
      spellings(writer),
      (headers) =>
        send(
          { method: "PATCH", url: `/api/products/reported/${randomUUID()}` },
          headers,
          nextClientIp(),
        ),
      { signedIn: true },
    );
  });

  it("counts favourites' writes in the same budget: saving and removing", async () => {
    const saver = await createUser(app, "Buyer");
    const productId = randomUUID();
    await expectLimitAt(
      WRITES,
      spellings(saver),
      (headers, i) =>
        send(
          { method: i % 2 === 0 ? "PUT" : "DELETE", url: `/api/favourites/${productId}` },
          headers,
          nextClientIp(),
        ),
      { signedIn: true },
    );
  });

  it("counts saved-search writes in the same budget: saving, changing and deleting", async () => {
    const saver = await createUser(app, "Buyer");
    let savedId: string = randomUUID();
    await expectLimitAt(
      WRITES,
      spellings(saver),
      async (headers, i) => {
        const requests: InjectOptions[] = [
          { method: "POST", url: "/api/saved-searches", payload: { name: "Phones", search: {} } },
          { method: "PATCH", url: `/api/saved-searches/${savedId}`, payload: { paused: true } },
          { method: "DELETE", url: `/api/saved-searches/${savedId}` },
        ];
        const response = await send(requests[i % 3]!, headers, nextClientIp());
        if (i % 3 === 0 && response.statusCode === 200) {
          savedId = response.json<{ _id: string }>()._id;
        }
        return response;
      },
      { signedIn: true },
    );
  });

  it("counts photo uploads per user, whatever the spelling of the credential", async () => {
    const seller = await createUser(app, "Seller");
    await expectLimitAt(
      UPLOADS,
      spellings(seller),
      (headers) => {
        const form = new FormData();
        form.append("image", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "a.jpg");
        return send({ method: "POST", url: "/api/images", payload: form }, headers, nextClientIp());
      },
      { signedIn: true },
    );
  });

  it("counts password tries on /api/account/password per user, whatever the spelling", async () => {
    const buyer = await createUser(app, "Buyer");
    await expectLimitAt(
      PASSWORD_TRIES,
      spellings(buyer),
      async (headers, i) => {
        const response = await send(
          {
            method: "POST",
            url: "/api/account/password",
            payload: { currentPassword: `wrong-guess-${i}`, newPassword: "a-new-password-1" },
          },
          headers,
          nextClientIp(),
        );
        if (response.statusCode !== 429) expect(response.statusCode, response.body).toBe(403);
        return response;
      },
      { signedIn: true },
    );
  });

  it("counts password tries on DELETE /api/account per user, whatever the spelling", async () => {
    const buyer = await createUser(app, "Buyer");
    await expectLimitAt(
      PASSWORD_TRIES,
      spellings(buyer),
      (headers, i) =>
        send(
          { method: "DELETE", url: "/api/account", payload: { password: `wrong-guess-${i}` } },
          headers,
          nextClientIp(),
        ),
      { signedIn: true },
    );
  });

  it("counts sign-in tries per address, whatever credentials come with them", async () => {
    const victim = await createUser(app, "Seller");
    const remoteAddress = nextClientIp();
    const someone = await createUser(app, "Buyer");
    await expectLimitAt(
      PASSWORD_TRIES,
      [...junkCredentials(), ...spellings(someone)],
      (headers, i) =>
        send(
          {
            method: "POST",
            url: "/api/auth/sign-in/email",
            payload: { email: victim.email, password: `wrong-guess-${i}` },
          },
          headers,
          remoteAddress,
        ),
      { signedIn: false },
    );
  });

  it("counts Contact page messages per client address, whatever credentials come with them", async () => {
    const remoteAddress = nextClientIp();
    const someone = await createUser(app, "Buyer");
    await expectLimitAt(
      CONTACT_MESSAGES_PER_HOUR,
      [...junkCredentials(), ...spellings(someone)],
      (headers, i) =>
        send(
          {
            method: "POST",
            url: "/api/contact",
            headers: { "content-type": "application/json" },
            payload: {
              name: "Rina",
              email: `rina${i}@example.com`,
              message: "A question about a deal.",
            },
          },
          headers,
          remoteAddress,
        ),
      { signedIn: false },
    );
  });

  it("counts writes that authenticate nobody per address, whatever junk credential they carry", async () => {
    const remoteAddress = nextClientIp();
    const someone = await createUser(app, "Buyer");
    await expectLimitAt(
      WRITES,
      junkCredentials(someone),
      (headers) =>
        send(
          { method: "PATCH", url: `/api/products/reported/${randomUUID()}` },
          headers,
          remoteAddress,
        ),
      { signedIn: false },
    );
  });
});

describe("the password-hashing queue", () => {
  // A real cost, so that hashing, not the rest of a request, is what a sign-in waits for.
  const COST = { N: 2 ** 15, r: 8, p: 1 };
  const ATTACK = 40;
  let app: FastifyInstance;
  let attacker: TestUser;
  let victim: TestUser;

  beforeAll(async () => {
    // No request limit in the way: the queue alone must keep the victim's sign-in quick.
    app = await createTestApp({ AUTH_RATE_LIMIT: "100000" });
    [attacker, victim] = [await createUser(app, "Buyer"), await createUser(app, "Buyer")];
    const hasher = createPasswordHasher(COST);
    for (const who of [attacker, victim]) {
      await app.db
        .update(account)
        .set({ password: await hasher.hash(who.password) })
        .where(eq(account.userId, who.id));
    }
  });
  afterAll(() => app?.close());

  async function timedSignIn(): Promise<number> {
    const started = performance.now();
    const response = await signIn(app, victim.email, victim.password);
    expect(response.statusCode, response.body).toBe(200);
    return performance.now() - started;
  }

  it("keeps another person's sign-in quick while one session floods it with wrong passwords", async () => {
    await timedSignIn();
    const idle = Math.min(await timedSignIn(), await timedSignIn(), await timedSignIn());

    /** One flood of wrong passwords from the attacker's session, with the victim's sign-in timed in it. */
    async function flood(): Promise<{ underAttack: number; answers: LightMyRequestResponse[] }> {
      let answered = 0;
      const attack = Array.from({ length: ATTACK }, (_, i) =>
        app
          .inject({
            method: "POST",
            url: "/api/account/password",
            remoteAddress: nextClientIp(),
            headers: { ...ORIGIN, cookie: attacker.cookie },
            payload: { currentPassword: `wrong-guess-${i}`, newPassword: "a-new-password-1" },
          })
          .finally(() => (answered += 1)),
      );
      // The whole flood has reached the queue (or been turned away) before the victim signs in.
      const started = Date.now();
      while (
        answered + hashing.active + hashing.waiting < ATTACK &&
        Date.now() - started < 10_000
      ) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      const underAttack = await timedSignIn();
      return { underAttack, answers: await Promise.all(attack) };
    }

    // Three floods, the quickest sign-in of the three: one pause of a busy machine is not the queue.
    const rounds = [await flood(), await flood(), await flood()];
    const underAttack = Math.min(...rounds.map((round) => round.underAttack));
    const ratio = underAttack / idle;
    expect(
      ratio,
      `idle ${idle.toFixed(0)} ms, under attack ${underAttack.toFixed(0)} ms`,
    ).toBeLessThan(4);
    for (const { answers } of rounds) {
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status !== 403 && status !== 429)).toEqual([]);
      const refused = answers.filter((answer) => answer.statusCode === 429);
      // One account holds one place at most: the rest of its flood is turned away at once.
      expect(refused.length).toBeGreaterThanOrEqual(ATTACK - 2);
      for (const answer of refused) {
        expect(answer.json<ApiError>().code).toBe("RATE_LIMITED");
        expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
  }, 60_000);

  it("turns away sign-ins to one account beyond its one place, with 429 and Retry-After", async () => {
    const tries = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        app.inject({
          method: "POST",
          url: "/api/auth/sign-in/email",
          remoteAddress: nextClientIp(),
          headers: ORIGIN,
          payload: { email: attacker.email, password: `wrong-guess-${i}` },
        }),
      ),
    );
    const statuses = tries.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const refused = tries.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const answer of refused) {
      expect(answer.json<ApiError>().code).toBe("RATE_LIMITED");
      expect(answer.headers["retry-after"]).toBe("2");
    }
  });
});
