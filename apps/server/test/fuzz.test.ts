import { isClientErrorCode, updateUserSchema } from "@bechedaw/shared";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { count } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ORIGIN,
  countUsers,
  createTestApp,
  createUser,
  injectAs,
  nextClientIp,
  type TestUser,
} from "./helpers";
import { emailOutbox } from "../src/modules/mail/mail.tables";

// FUZZ_RUNS=500 for a longer hunt.
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 40);

let app: FastifyInstance;
let buyer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  buyer = await createUser(app, "Buyer");
  admin = await createUser(app, "Admin");
});
afterAll(() => app.close());

const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom("", " ", "\u0000", "a\u0000b@example.com", '\'; DROP TABLE "user"; --', "%00"),
);

const plausibleEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.+-]{0,12}$/), fc.constantFrom("example.com", "shop.bd"))
  .map(([local, domain]) => `${local}@${domain}`);

const mostly = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: good, weight: 3 }, { arbitrary: nastyString, weight: 1 });

/** Bodies with every field, each usually right: these reach Better Auth and the database. */
const nearlyValidBody = fc.record({
  name: mostly(fc.string({ minLength: 1, maxLength: 30 })),
  email: mostly(plausibleEmail),
  password: mostly(fc.string({ minLength: 8, maxLength: 20 })),
  role: fc.option(fc.constantFrom("Buyer", "Seller", "Admin"), { nil: undefined }),
});

/** Bodies shaped like the forms, any field missing or wrong. */
const formShapedBody = fc.record(
  {
    name: nastyString,
    email: fc.oneof(nastyString, fc.emailAddress()),
    password: nastyString,
    role: nastyString,
    rememberMe: fc.jsonValue(),
  },
  { requiredKeys: [] },
);

const anyBody = fc.oneof(
  fc.jsonValue(),
  formShapedBody,
  nearlyValidBody,
  nastyString.map((text) => ({ raw: text })),
);

function send(url: string, body: unknown) {
  const isRaw = typeof body === "object" && body !== null && "raw" in body;
  return app.inject({
    method: "POST",
    url,
    headers: { ...ORIGIN, "content-type": "application/json" },
    remoteAddress: nextClientIp(),
    payload: isRaw ? (body as { raw: string }).raw : JSON.stringify(body),
  });
}

function expectCleanAnswer(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode < 400) return;
  expect(response.headers["content-type"]).toMatch(/application\/json/);
  const body = response.json<{ statusCode: unknown; code: unknown }>();
  expect(body.statusCode).toBe(response.statusCode);
  expect(isClientErrorCode(body.code), String(body.code)).toBe(true);
}

describe("bad input to the auth endpoints", () => {
  it("POST /api/auth/sign-up/email never fails with a 5xx and writes a user only on success", async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const before = await countUsers(app);
        const response = await send("/api/auth/sign-up/email", body);
        expectCleanAnswer(response);
        const after = await countUsers(app);
        if (response.statusCode === 200) {
          expect(after).toBe(before + 1);
          expect(["Buyer", "Seller"]).toContain(
            response.json<{ user: { role: string } }>().user.role,
          );
        } else {
          expect(after).toBe(before);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });

  it("POST /api/auth/sign-in/email never fails with a 5xx nor signs anyone in", async () => {
    await fc.assert(
      fc.asyncProperty(anyBody, async (body) => {
        const response = await send("/api/auth/sign-in/email", body);
        expectCleanAnswer(response);
        expect(response.statusCode).not.toBe(200);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe("bad input to POST /api/auth/update-user", () => {
  /** Bodies shaped like a rename or a language change, and anything else. */
  const updateBody = fc.oneof(
    anyBody,
    fc.record(
      {
        name: mostly(fc.string({ minLength: 1, maxLength: 30 })),
        language: mostly(fc.constantFrom("en", "bn")),
        role: fc.constantFrom("Admin", "Seller"),
        verified: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  );

  it("never fails with a 5xx, and only ever stores a valid name and language", async () => {
    await fc.assert(
      fc.asyncProperty(updateBody, async (body) => {
        const isRaw = typeof body === "object" && body !== null && "raw" in body;
        const response = await injectAs(app, buyer, {
          method: "POST",
          url: "/api/auth/update-user",
          headers: { "content-type": "application/json" },
          payload: isRaw ? (body as { raw: string }).raw : JSON.stringify(body),
        });
        expectCleanAnswer(response);
        const session = await injectAs(app, buyer, { method: "GET", url: "/api/auth/get-session" });
        const { user } = session.json<{
          user: { name: string; role: string; verified: boolean; language: string | null };
        }>();
        expect(user.role).toBe("Buyer");
        expect(user.verified).toBe(false);
        expect(updateUserSchema.safeParse({ name: user.name }).success, user.name).toBe(true);
        expect([null, "en", "bn"]).toContain(user.language);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe("bad input to GET /api/users/userrole/:email", () => {
  it("never fails with a 5xx for a buyer or an admin", async () => {
    await fc.assert(
      fc.asyncProperty(nastyString, fc.boolean(), async (email, asAdmin) => {
        const response = await injectAs(app, asAdmin ? admin : buyer, {
          method: "GET",
          url: `/api/users/userrole/${encodeURIComponent(email)}`,
        });
        expectCleanAnswer(response);
        if (response.statusCode === 200) expect(asAdmin).toBe(true);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe("bad input to GET /api/search/suggestions", () => {
  /** Words as people type them halfway: Latin, Bangla, digits of both scripts, mixed. */
  const typedSoFar = fc
    .array(fc.constantFrom("i", "ফ", "আই", "স্যা", "১", "3", " ", "-", "্", "\u200D", "gal", "ম"), {
      maxLength: 30,
    })
    .map((parts) => parts.join(""));

  it("never fails with a 5xx, and answers at most 8 suggestions", async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(typedSoFar, nastyString), async (typed) => {
        const response = await app.inject({
          method: "GET",
          url: `/api/search/suggestions?q=${encodeURIComponent(typed)}`,
        });
        expectCleanAnswer(response);
        if (response.statusCode === 200) {
          expect(
            response.json<{ suggestions: unknown[] }>().suggestions.length,
          ).toBeLessThanOrEqual(8);
        }
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe("bad input to the favourites", () => {
  it("PUT and DELETE /api/favourites/:productId never fail with a 5xx nor save anything", async () => {
    const anyId = fc.oneof(nastyString, fc.uuid(), fc.string({ maxLength: 120 }));
    await fc.assert(
      fc.asyncProperty(anyId, fc.boolean(), async (productId, isSave) => {
        const response = await injectAs(app, buyer, {
          method: isSave ? "PUT" : "DELETE",
          url: `/api/favourites/${encodeURIComponent(productId)}`,
        });
        expectCleanAnswer(response);
        // No phone exists here: a save is refused, a removal removes nothing.
        if (response.statusCode === 200) {
          expect(isSave).toBe(false);
          expect(response.json()).toEqual({ acknowledged: true, deletedCount: 0 });
        }
      }),
      { numRuns: NUM_RUNS },
    );
    const saved = await injectAs(app, buyer, { method: "GET", url: "/api/favourites/ids" });
    expect(saved.json()).toEqual([]);
  });
});

/** Emails in the outbox, sent or not. */
const countEmails = async () => (await app.db.select({ n: count() }).from(emailOutbox))[0]?.n ?? 0;

describe("bad input to POST /api/contact", () => {
  it("never fails with a 5xx, and emails the admins only for a message it accepts", async () => {
    const body = fc.oneof(
      anyBody,
      fc.record(
        {
          name: mostly(fc.string({ maxLength: 30 })),
          email: mostly(plausibleEmail),
          message: nastyString,
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const before = await countEmails();
        const response = await send("/api/contact", payload);
        expectCleanAnswer(response);
        const sent = (await countEmails()) - before;
        expect(sent, response.body).toBe(response.statusCode === 200 ? 1 : 0);
      }),
      { numRuns: NUM_RUNS },
    );
  });
});

describe("bad input to the saved searches", () => {
  /** Searches shaped like the search page's, any field wrong or missing. */
  const searchShaped = fc.record(
    {
      q: mostly(fc.constantFrom("iphone 13", "আইফোন ১৩", "samsang", "redmi dhaka")),
      brand: mostly(fc.constantFrom("Apple", "Samsung", "Other")),
      category: mostly(fc.constantFrom("apple", "Nokla")),
      minPrice: mostly(fc.integer({ min: -5, max: 2_000_000 }).map(String)),
      maxPrice: mostly(fc.integer({ min: -5, max: 2_000_000 }).map(String)),
      storage: mostly(fc.constantFrom("128", "3", "abc")),
      verified: mostly(fc.constantFrom("true", "false")),
      sort: mostly(fc.constantFrom("newest", "price-asc")),
      cursor: nastyString,
    },
    { requiredKeys: [] },
  );
  const savedSearchBody = fc.record(
    {
      name: mostly(fc.string({ minLength: 1, maxLength: 90 })),
      search: fc.oneof(searchShaped, fc.jsonValue()),
      email: mostly(fc.constantFrom("off", "instant", "daily")),
      paused: fc.oneof(fc.boolean(), fc.jsonValue()),
    },
    { requiredKeys: [] },
  );

  it("POST and PATCH never fail with a 5xx, and keep only what they accept", async () => {
    const saver = await createUser(app, "Buyer");
    const created = await injectAs(app, saver, {
      method: "POST",
      url: "/api/saved-searches",
      payload: { name: "Kept", search: {} },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ _id: string }>()._id;
    await fc.assert(
      fc.asyncProperty(fc.oneof(savedSearchBody, fc.jsonValue()), async (body) => {
        for (const [method, url] of [
          ["POST", "/api/saved-searches"],
          ["PATCH", `/api/saved-searches/${id}`],
        ] as const) {
          const response = await injectAs(app, saver, {
            method,
            url,
            headers: { "content-type": "application/json" },
            payload: JSON.stringify(body),
          });
          expectCleanAnswer(response);
        }
        const saved = await injectAs(app, saver, { method: "GET", url: "/api/saved-searches" });
        for (const search of saved.json<{ _id: string }[]>()) {
          if (search._id === id) continue;
          await injectAs(app, saver, {
            method: "DELETE",
            url: `/api/saved-searches/${search._id}`,
          });
        }
      }),
      { numRuns: NUM_RUNS },
    );
    const list = await injectAs(app, saver, { method: "GET", url: "/api/saved-searches" });
    expect(list.json<{ _id: string }[]>().map((search) => search._id)).toEqual([id]);
  });
});
