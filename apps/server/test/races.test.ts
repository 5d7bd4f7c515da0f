import { and, count, eq, gt, isNull, ne, or } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "../src/modules/auth/auth.tables";
import { bookings } from "../src/modules/deals/deals.bookings.tables";
import { productPhotos, productReports, products } from "../src/modules/listings/listings.tables";
import {
  createTestApp,
  createTestProduct,
  createUserFast,
  createUsersFast,
  injectAs,
  productInput,
  uploadTestImage,
  type TestUser,
} from "./helpers";

// Two things at once that may only happen once, or that undo each other: whatever the order,
// one consistent outcome and never a 5xx. Each race runs ROUNDS times on fresh objects, and
// after each round no booking or report points at a phone or a user that is gone.
// Many buyers booking one phone, one buyer booking twice, selling while buyers book and ten
// sales through ten bookings are in src/modules/deals/deals.booking-concurrency.test.ts.

const ROUNDS = 10;

let app: FastifyInstance;
let admin: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  admin = await createUserFast(app, "Admin");
});
afterAll(() => app?.close());

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => response.statusCode).sort();

function book(who: TestUser, productId: string) {
  return injectAs(app, who, {
    method: "POST",
    url: "/api/bookedproducts",
    payload: { productId, userLocation: "Dhaka", userPhone: "01712345678" },
  });
}

/** The seller accepts the buyer's deal and proposes a meetup, the buyer confirms: their code. */
async function toMeetup(seller: TestUser, buyer: TestUser, dealId: string): Promise<string> {
  const ok = async (who: TestUser, url: string, payload: object) => {
    const response = await injectAs(app, who, { method: "POST", url, payload });
    expect(response.statusCode, response.body).toBe(200);
  };
  const at = new Date(Date.now() + 86_400_000).toISOString();
  await ok(seller, `/api/deals/${dealId}/accept`, { phone: "01898765432" });
  await ok(seller, `/api/deals/${dealId}/meetup`, { place: "Gulshan 1", at });
  await ok(buyer, `/api/deals/${dealId}/meetup/confirm`, { version: 1 });
  const deal = await injectAs(app, buyer, { method: "GET", url: `/api/deals/${dealId}` });
  return deal.json<{ handover: { code: string } }>().handover.code;
}

const handover = (seller: TestUser, dealId: string, code: string) =>
  injectAs(app, seller, {
    method: "POST",
    url: `/api/deals/${dealId}/handover`,
    payload: { code },
  });

async function rowCount(
  table: typeof bookings | typeof productReports,
  where: ReturnType<typeof eq>,
) {
  const [row] = await app.db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/** Bookings and reports whose phone or user is gone (foreign keys should make it impossible). */
async function expectNoOrphans() {
  const orphanBookings = await app.db
    .select({ id: bookings.id })
    .from(bookings)
    .leftJoin(products, eq(products.id, bookings.productId))
    .leftJoin(user, eq(user.id, bookings.buyerId))
    .where(or(isNull(products.id), isNull(user.id)));
  expect(orphanBookings).toEqual([]);
  const orphanReports = await app.db
    .select({ productId: productReports.productId })
    .from(productReports)
    .leftJoin(products, eq(products.id, productReports.productId))
    .leftJoin(user, eq(user.id, productReports.reporterId))
    .where(or(isNull(products.id), isNull(user.id)));
  expect(orphanReports).toEqual([]);
  const orphanProducts = await app.db
    .select({ id: products.id })
    .from(products)
    .leftJoin(user, eq(user.id, products.sellerId))
    .where(isNull(user.id));
  expect(orphanProducts).toEqual([]);
}

async function productStatus(productId: string) {
  const [row] = await app.db
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  return row?.status;
}

describe("races", () => {
  it("sells a phone once when its seller enters the right handover code twice at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const [buyer] = await createUsersFast(app, 1, "Buyer");
      const productId = await createTestProduct(app, seller);
      const booked = await book(buyer!, productId);
      const bookingId = booked.json<{ insertedId: string }>().insertedId;
      const code = await toMeetup(seller, buyer!, bookingId);
      const answers = await Promise.all([
        handover(seller, bookingId, code),
        handover(seller, bookingId, code),
      ]);
      expect(statuses(answers)).toEqual([200, 409]);
      const [product] = await app.db
        .select({ status: products.status })
        .from(products)
        .where(eq(products.id, productId));
      expect(product?.status).toBe("sold");
      expect(
        await rowCount(
          bookings,
          and(eq(bookings.productId, productId), eq(bookings.status, "sold"))!,
        ),
      ).toBe(1);
      await expectNoOrphans();
    }
  });

  it("records one report when a user reports a phone twice at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const [reporter] = await createUsersFast(app, 1, "Buyer");
      const productId = await createTestProduct(app, seller);
      const report = () =>
        injectAs(app, reporter, {
          method: "PATCH",
          url: `/api/products/reported/${productId}`,
          payload: { reason: "Looks stolen" },
        });
      const answers = await Promise.all([report(), report()]);
      expect(statuses(answers)).toEqual([200, 409]);
      expect(await rowCount(productReports, eq(productReports.productId, productId))).toBe(1);
      await expectNoOrphans();
    }
  });

  it("leaves no booking of a phone deleted while eight buyers book it", async () => {
    const buyers = await createUsersFast(app, 8, "Buyer");
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const productId = await createTestProduct(app, seller);
      const remove = injectAs(app, seller, { method: "DELETE", url: `/api/products/${productId}` });
      const answers = await Promise.all([remove, ...buyers.map((buyer) => book(buyer, productId))]);
      expect(answers[0].statusCode).toBe(200);
      for (const answer of answers.slice(1)) expect([200, 404]).toContain(answer.statusCode);
      // A booking that came first is kept for its history, ended by the deletion; none is open.
      const open = and(eq(bookings.productId, productId), ne(bookings.status, "ended"));
      expect(await rowCount(bookings, open!)).toBe(0);
      await expectNoOrphans();
    }
  });

  it("leaves nothing of a buyer deleted while they book five phones", async () => {
    const seller = await createUserFast(app, "Seller");
    const phones = await Promise.all(
      Array.from({ length: 5 }, () => createTestProduct(app, seller)),
    );
    for (let round = 0; round < ROUNDS; round++) {
      const [buyer] = await createUsersFast(app, 1, "Buyer");
      const remove = injectAs(app, admin, { method: "DELETE", url: `/api/users/${buyer!.id}` });
      const answers = await Promise.all([remove, ...phones.map((phone) => book(buyer!, phone))]);
      expect(answers[0].statusCode).toBe(200);
      // A booking went through before the deletion (and went with it), or was refused with
      // 401: the session had ended, or the account went while the booking was being written.
      for (const answer of answers.slice(1)) {
        expect([200, 401], answer.body).toContain(answer.statusCode);
      }
      expect(await rowCount(bookings, eq(bookings.buyerId, buyer!.id))).toBe(0);
      expect(await app.db.select().from(user).where(eq(user.id, buyer!.id))).toEqual([]);
      expect(await app.db.select().from(session).where(eq(session.userId, buyer!.id))).toEqual([]);
      const mine = await injectAs(app, seller, {
        method: "GET",
        url: `/api/products/${phones[0]}/bookings`,
      });
      expect(mine.statusCode).toBe(200);
      expect(mine.body).not.toContain(buyer!.email);
      await expectNoOrphans();
    }
  });

  it("sells a phone once when its seller marks it sold outside the site twice at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const [buyer] = await createUsersFast(app, 1, "Buyer");
      const productId = await createTestProduct(app, seller);
      await book(buyer!, productId);
      const sell = () =>
        injectAs(app, seller, { method: "PATCH", url: `/api/products/${productId}/sold` });
      expect(statuses(await Promise.all([sell(), sell()]))).toEqual([200, 409]);
      expect(await productStatus(productId)).toBe("sold");
      // Sold outside the site: the buyer's booking ended, none was sold.
      const rows = await app.db
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.productId, productId));
      expect(rows).toEqual([{ status: "ended" }]);
      await expectNoOrphans();
    }
  });

  it("either cancels a booking or sells through it when both happen at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const [buyer] = await createUsersFast(app, 1, "Buyer");
      const productId = await createTestProduct(app, seller);
      const bookingId = (await book(buyer!, productId)).json<{ insertedId: string }>().insertedId;
      const code = await toMeetup(seller, buyer!, bookingId);
      const [cancel, sell] = await Promise.all([
        injectAs(app, buyer, { method: "DELETE", url: `/api/bookedproducts/${bookingId}` }),
        handover(seller, bookingId, code),
      ]);
      const rows = await app.db
        .select({ status: bookings.status })
        .from(bookings)
        .where(eq(bookings.id, bookingId));
      const outcome = `cancel ${cancel.statusCode}, sell ${sell.statusCode}`;
      if (sell.statusCode === 200) {
        // Sold first: the sold booking cannot be cancelled.
        expect(outcome, cancel.body).toBe("cancel 409, sell 200");
        expect(await productStatus(productId)).toBe("sold");
        expect(rows).toEqual([{ status: "sold" }]);
      } else {
        // Cancelled first: the deal is no longer at its meetup, and the phone is still for sale.
        expect(outcome, sell.body).toBe("cancel 200, sell 409");
        expect(await productStatus(productId)).toBe("available");
        expect(rows).toEqual([{ status: "cancelled" }]);
      }
      await expectNoOrphans();
    }
  });

  it("records no report of a phone deleted while five users report it", async () => {
    const reporters = await createUsersFast(app, 5, "Buyer");
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const productId = await createTestProduct(app, seller);
      const remove = injectAs(app, seller, { method: "DELETE", url: `/api/products/${productId}` });
      const reports = reporters.map((reporter) =>
        injectAs(app, reporter, {
          method: "PATCH",
          url: `/api/products/reported/${productId}`,
          payload: { reason: "Looks stolen" },
        }),
      );
      const answers = await Promise.all([remove, ...reports]);
      expect(answers[0].statusCode).toBe(200);
      for (const answer of answers.slice(1)) {
        // Reported before the phone went (and kept with it), or the phone was gone (404).
        expect([200, 404], answer.body).toContain(answer.statusCode);
      }
      const accepted = answers.slice(1).filter((answer) => answer.statusCode === 200).length;
      expect(await rowCount(productReports, eq(productReports.productId, productId))).toBe(
        accepted,
      );
      const reported = await injectAs(app, admin, { method: "GET", url: "/api/reportedProducts" });
      expect(reported.statusCode).toBe(200);
      expect(reported.body).not.toContain(productId);
      await expectNoOrphans();
    }
  });

  it("leaves nothing of a seller deleted while eight buyers book their phone", async () => {
    const buyers = await createUsersFast(app, 8, "Buyer");
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const productId = await createTestProduct(app, seller);
      const remove = injectAs(app, admin, { method: "DELETE", url: `/api/users/${seller.id}` });
      const answers = await Promise.all([remove, ...buyers.map((buyer) => book(buyer, productId))]);
      expect(answers[0].statusCode).toBe(200);
      // Booked before the seller went (and gone with the phone), or the phone was gone (404).
      for (const answer of answers.slice(1)) {
        expect([200, 404], answer.body).toContain(answer.statusCode);
      }
      expect(await productStatus(productId)).toBeUndefined();
      expect(await rowCount(bookings, eq(bookings.productId, productId))).toBe(0);
      const watcher = buyers[round % buyers.length]!;
      const orders = await injectAs(app, watcher, {
        method: "GET",
        url: `/api/myorders?email=${encodeURIComponent(watcher.email)}`,
      });
      expect(orders.statusCode).toBe(200);
      expect(orders.body).not.toContain(productId);
      await expectNoOrphans();
    }
  });

  it("lets one of two admins deleting each other at once win while a third admin remains", async () => {
    // users.management.delete.test.ts races the last two admins (the last-admin rule decides); here
    // a third admin exists, so only the order can decide: the one deleted first acts no more.
    for (let round = 0; round < ROUNDS; round++) {
      const [first, second] = await createUsersFast(app, 2, "Admin", () => "Keeper Person");
      const deleteAs = (who: TestUser, target: TestUser) =>
        injectAs(app, who, { method: "DELETE", url: `/api/users/${target.id}` });
      const answers = await Promise.all([deleteAs(first!, second!), deleteAs(second!, first!)]);
      const [won, lost] = statuses(answers);
      expect(won).toBe(200);
      expect([401, 403], answers.map((a) => a.body).join(" ")).toContain(lost);
      const left = await app.db
        .select({ id: user.id })
        .from(user)
        .where(or(eq(user.id, first!.id), eq(user.id, second!.id)));
      expect(left).toHaveLength(1);
      await expectNoOrphans();
    }
  });

  it("leaves nothing of a user deleted while they report five phones", async () => {
    const seller = await createUserFast(app, "Seller");
    const phones = await Promise.all(
      Array.from({ length: 5 }, () => createTestProduct(app, seller)),
    );
    for (let round = 0; round < ROUNDS; round++) {
      const [reporter] = await createUsersFast(app, 1, "Buyer");
      const remove = injectAs(app, admin, { method: "DELETE", url: `/api/users/${reporter!.id}` });
      const reports = phones.map((phone) =>
        injectAs(app, reporter, {
          method: "PATCH",
          url: `/api/products/reported/${phone}`,
          payload: { reason: "Looks stolen" },
        }),
      );
      const answers = await Promise.all([remove, ...reports]);
      expect(answers[0].statusCode).toBe(200);
      // Reported before the account went (and gone with it), or refused: not signed in.
      for (const answer of answers.slice(1)) {
        expect([200, 401], answer.body).toContain(answer.statusCode);
      }
      expect(await rowCount(productReports, eq(productReports.reporterId, reporter!.id))).toBe(0);
      await expectNoOrphans();
    }
  });

  it("deletes a phone or sells it, never half of each, when both happen at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const [buyer] = await createUsersFast(app, 1, "Buyer");
      const productId = await createTestProduct(app, seller);
      const bookingId = (await book(buyer!, productId)).json<{ insertedId: string }>().insertedId;
      const code = await toMeetup(seller, buyer!, bookingId);
      const [remove, sell] = await Promise.all([
        injectAs(app, seller, { method: "DELETE", url: `/api/products/${productId}` }),
        handover(seller, bookingId, code),
      ]);
      // A sold phone can still be deleted by its seller. A listing with a deal is kept, deleted,
      // for its history: the deal is sold (the handover came first) or ended by the deletion.
      expect(remove.statusCode, remove.body).toBe(200);
      expect([200, 404, 409], sell.body).toContain(sell.statusCode);
      expect(await productStatus(productId)).toBe("deleted");
      const deals = await app.db
        .select({ status: bookings.status, endedReason: bookings.endedReason })
        .from(bookings)
        .where(eq(bookings.productId, productId));
      expect(deals).toEqual([
        sell.statusCode === 200
          ? { status: "sold", endedReason: null }
          : { status: "ended", endedReason: "listing-deleted" },
      ]);
      const orders = await injectAs(app, buyer, {
        method: "GET",
        url: `/api/myorders?email=${encodeURIComponent(buyer!.email)}`,
      });
      expect(orders.statusCode).toBe(200);
      expect(orders.body).toContain(productId);
      await expectNoOrphans();
    }
  });

  it("gives a photo to one listing when two listings take it as an extra photo at once", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const seller = await createUserFast(app, "Seller");
      const [coverA, coverB, shared] = await Promise.all(
        [0, 1, 2].map(() => uploadTestImage(app, seller)),
      );
      const responses = await Promise.all(
        [coverA!, coverB!].map((cover) =>
          injectAs(app, seller, {
            method: "POST",
            url: "/api/products",
            payload: productInput(cover, { extraPhotos: [shared] }),
          }),
        ),
      );
      expect(statuses(responses)).toEqual([200, 400]);
      const refused = responses.find((response) => response.statusCode === 400);
      expect(refused?.json<{ code: string }>().code).toBe("PHOTO_IN_USE");
      const [row] = await app.db
        .select({ n: count() })
        .from(productPhotos)
        .innerJoin(products, eq(products.id, productPhotos.productId))
        .where(and(eq(products.sellerId, seller.id), gt(productPhotos.position, 0)));
      expect(Number(row?.n)).toBe(1);
    }
  });
});
