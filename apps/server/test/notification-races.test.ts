import { and, count, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "../src/modules/auth/auth.tables";
import { notifications } from "../src/modules/notifications/notifications.tables";
import { products } from "../src/modules/listings/listings.tables";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  createUsersFast,
  injectAs,
  testPassport,
  type TestUser,
} from "./helpers";

// A notification's row references its recipient, so writing it locks the recipient's user row
// (key share). Deleting or banning a user locks that user and every admin (FOR UPDATE, in id
// order) before their listings. A transaction that locked a listing first and a recipient after
// deadlocked with such a deletion on PostgreSQL (one side cancelled: a 500). Each race here runs
// ROUNDS times on fresh objects, with several admins so that some admin's id sorts before the
// seller's (random ids): whatever the order, one consistent outcome and never a 5xx
// (docs/decisions/029-notifications.md, "Lock order"). On PGlite (one connection) the
// transactions run one after the other; the races matter with TEST_DATABASE_URL.

const ROUNDS = 10;

let app: FastifyInstance;
let admins: TestUser[];
let reporters: TestUser[];

beforeAll(async () => {
  app = await createTestApp();
  admins = await createUsersFast(app, 4, "Admin", (i) => `Keeper ${i + 1}`);
  reporters = await createUsersFast(app, 3, "Buyer");
});
afterAll(() => app?.close());

async function notificationsOf(kind: string, productId: string): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.kind, kind), eq(notifications.productId, productId)));
  return Number(row?.n ?? 0);
}

const report = (who: TestUser, productId: string) =>
  injectAs(app, who, {
    method: "PATCH",
    url: `/api/products/reported/${productId}`,
    payload: { reason: "Looks stolen" },
  });

const ban = (target: TestUser) =>
  injectAs(app, admins[0], { method: "POST", url: `/api/admin/users/${target.id}/ban` });

const remove = (target: TestUser) =>
  injectAs(app, admins[0], { method: "DELETE", url: `/api/users/${target.id}` });

/** A seller's listing with two reports: the next one is its third. */
async function twiceReported(seller: TestUser): Promise<string> {
  const productId = await createTestProduct(app, seller);
  for (const reporter of reporters.slice(0, 2)) {
    expect((await report(reporter, productId)).statusCode).toBe(200);
  }
  return productId;
}

describe("notifications and deleting or banning a user at the same moment", () => {
  it("a listing's third report while an admin bans its seller", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const productId = await twiceReported(seller);
      const [reported, banned] = await Promise.all([report(reporters[2]!, productId), ban(seller)]);
      expect(banned.statusCode, banned.body).toBe(200);
      // Reported before the ban, or the listing had left every public answer (404).
      expect([200, 404], reported.body).toContain(reported.statusCode);
      const told = await notificationsOf("listing-third-report", productId);
      expect(told).toBe(reported.statusCode === 200 ? admins.length : 0);
    }
  });

  it("a listing's third report while an admin deletes its seller", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const productId = await twiceReported(seller);
      const [reported, removed] = await Promise.all([
        report(reporters[2]!, productId),
        remove(seller),
      ]);
      expect(removed.statusCode, removed.body).toBe(200);
      expect([200, 404], reported.body).toContain(reported.statusCode);
      expect(await app.db.select().from(products).where(eq(products.id, productId))).toEqual([]);
      // The seller's own notifications went with them; the admins' stay (told before it went).
      const told = await notificationsOf("listing-third-report", productId);
      expect(told).toBe(reported.statusCode === 200 ? admins.length : 0);
    }
  });

  it("a listing held for review while an admin bans its seller", async () => {
    const other = await createUserFast(app, "Seller");
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      // The same IMEI as another seller's listing on offer: held, and every admin is told.
      const imei = testPassport().imei;
      await createTestProduct(app, other, { passport: testPassport({ imei }) });
      const listing = createTestProduct(app, seller, { passport: testPassport({ imei }) }).then(
        (id) => ({ id }),
        (error: unknown) => ({ error: String(error) }),
      );
      const [listed, banned] = await Promise.all([listing, ban(seller)]);
      expect(banned.statusCode, banned.body).toBe(200);
      if ("id" in listed) {
        expect(await notificationsOf("listing-awaits-review", listed.id)).toBe(admins.length);
      } else {
        // Banned first: the seller's session had ended (401), nothing was listed.
        expect(listed.error).toMatch(/"statusCode":401|UNAUTHORIZED|401/);
      }
    }
  });

  it("a booked phone deleted by its seller while an admin deletes its buyer", async () => {
    const seller = await createUserFast(app, "Seller");
    for (let round = 0; round < ROUNDS; round++) {
      const buyers = await createUsersFast(app, 3, "Buyer");
      const productId = await createTestProduct(app, seller);
      for (const buyer of buyers) {
        const booked = await injectAs(app, buyer, {
          method: "POST",
          url: "/api/bookedproducts",
          payload: { productId, userLocation: "Dhaka", userPhone: "01712345678" },
        });
        expect(booked.statusCode, booked.body).toBe(200);
      }
      const [deleted, removed] = await Promise.all([
        injectAs(app, seller, { method: "DELETE", url: `/api/products/${productId}` }),
        remove(buyers[1]!),
      ]);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(await app.db.select().from(user).where(eq(user.id, buyers[1]!.id))).toEqual([]);
      // The buyers who are still there were told; the deleted one has nothing left.
      expect(await notificationsOf("booked-phone-deleted", productId)).toBe(2);
    }
  });

  it("a phone an admin booked, deleted by its seller while another admin bans the seller", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const productId = await createTestProduct(app, seller);
      const booked = await injectAs(app, admins[1], {
        method: "POST",
        url: "/api/bookedproducts",
        payload: { productId, userLocation: "Dhaka", userPhone: "01712345678" },
      });
      expect(booked.statusCode, booked.body).toBe(200);
      const [deleted, banned] = await Promise.all([
        injectAs(app, seller, { method: "DELETE", url: `/api/products/${productId}` }),
        ban(seller),
      ]);
      expect(banned.statusCode, banned.body).toBe(200);
      // Deleted before the ban, or after it (the seller's request had passed its sign-in
      // check), or the seller was signed out first (401).
      expect([200, 401], deleted.body).toContain(deleted.statusCode);
      // The admin who booked is told once: that the phone is gone (deleted while the deal was
      // open), or that the deal ended (the ban ended it first; decision 030's addendum).
      const gone = await notificationsOf("booked-phone-deleted", productId);
      const ended = await notificationsOf("deal-ended", productId);
      expect({ gone, ended }).toEqual(
        deleted.statusCode === 401 || ended > 0 ? { gone: 0, ended: 1 } : { gone: 1, ended: 0 },
      );
    }
  });
});
