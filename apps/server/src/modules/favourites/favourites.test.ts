import {
  FAVOURITES_PAGE_SIZE,
  MAX_FAVOURITES,
  NEXT_CURSOR_HEADER,
  type Favourite,
  type MyProduct,
} from "@bechedaw/shared";
import { eq, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  createTestApp,
  createTestProduct,
  createUsersFast,
  injectAs,
  productInput,
  testPassport,
  uploadTestImage,
  type TestUser,
} from "../../../test/helpers";
import { bookOk, expectError, markSold, UNKNOWN_ID } from "../deals/deals.test-helpers";
import { toMeetup } from "../deals/deals.steps.test-helpers";
import { products } from "../listings/listings.tables";
import { notifications } from "../notifications/notifications.tables";
import { favourites } from "./favourites.tables";

let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let secondBuyer: TestUser;
let admin: TestUser;

const save = (who: TestUser | undefined, productId: string) =>
  injectAs(app, who, { method: "PUT", url: `/api/favourites/${productId}` });
const remove = (who: TestUser | undefined, productId: string) =>
  injectAs(app, who, { method: "DELETE", url: `/api/favourites/${productId}` });

async function saveOk(who: TestUser, productId: string): Promise<number> {
  const response = await save(who, productId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ modifiedCount: number }>().modifiedCount;
}

async function listOf(who: TestUser, cursor?: string) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  const response = await injectAs(app, who, { method: "GET", url: `/api/favourites${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return {
    items: response.json<Favourite[]>(),
    next: response.headers[NEXT_CURSOR_HEADER] as string | undefined,
  };
}

async function idsOf(who: TestUser): Promise<string[]> {
  const response = await injectAs(app, who, { method: "GET", url: "/api/favourites/ids" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<string[]>();
}

async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  const result: unknown = await app.db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** The kinds of notification each user got since `since`, by user id. */
async function noticesSince(since: Date): Promise<Map<string, string[]>> {
  const rows = await app.db
    .select({ userId: notifications.userId, kind: notifications.kind })
    .from(notifications)
    .where(sql`${notifications.createdAt} >= ${since.toISOString()}::timestamptz`);
  const byUser = new Map<string, string[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.kind]);
  return byUser;
}

/** The seller edits the listing to this price (the whole listing again, as the form does). */
async function editPrice(productId: string, resalePrice: number) {
  const img = await uploadTestImage(app, seller);
  const input = productInput(img, {
    name: "Galaxy S21",
    passport: testPassport(),
    description: { resalePrice, originalPrice: 90000, yearsOfUse: "6 months", location: "Dhaka" },
  });
  const response = await injectAs(app, seller, {
    method: "PUT",
    url: `/api/products/${productId}`,
    payload: input,
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller] = (await createUsersFast(app, 2, "Seller")) as [TestUser, TestUser];
  [buyer, secondBuyer] = (await createUsersFast(app, 2, "Buyer")) as [TestUser, TestUser];
  [admin] = (await createUsersFast(app, 1, "Admin")) as [TestUser];
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.db.delete(favourites);
});

describe("saving and removing", () => {
  it("saves a phone once (idempotent), lists it with its card and status, and removes it once", async () => {
    const productId = await createTestProduct(app, seller, { name: "Pixel 7" });
    expect(await saveOk(buyer, productId)).toBe(1);
    expect(await saveOk(buyer, productId)).toBe(0);
    const { items } = await listOf(buyer);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ _id: productId, name: "Pixel 7", status: "available" });
    expect(Date.parse(items[0]!.savedAt)).not.toBeNaN();
    expect(await idsOf(buyer)).toEqual([productId]);
    // Nobody else's list changes.
    expect((await listOf(secondBuyer)).items).toEqual([]);

    const first = await remove(buyer, productId);
    expect(first.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    const again = await remove(buyer, productId);
    expect(again.json()).toEqual({ acknowledged: true, deletedCount: 0 });
    expect(await idsOf(buyer)).toEqual([]);
  });

  it("lets sellers and admins save other sellers' phones, but not a seller their own (403)", async () => {
    const productId = await createTestProduct(app, seller);
    expect(await saveOk(otherSeller, productId)).toBe(1);
    expect(await saveOk(admin, productId)).toBe(1);
    expectError(await save(seller, productId), "OWN_PRODUCT");
    expect(await idsOf(seller)).toEqual([]);
  });

  it("refuses a phone buyers cannot see (held, its seller banned) or an unknown id with 404", async () => {
    const held = await createTestProduct(app, seller);
    await app.db.update(products).set({ status: "held" }).where(eq(products.id, held));
    const banned = await createTestProduct(app, otherSeller);
    await app.db.update(products).set({ sellerBanned: true }).where(eq(products.id, banned));
    for (const id of [held, banned, UNKNOWN_ID, "not-a-uuid"]) {
      expectError(await save(buyer, id), "PRODUCT_NOT_FOUND");
    }
    expect(await idsOf(buyer)).toEqual([]);
    // Removing what was never saved is no error.
    expect((await remove(buyer, "not-a-uuid")).json()).toEqual({
      acknowledged: true,
      deletedCount: 0,
    });
  });

  it("saves a sold phone, lists it marked sold, and leaves out one buyers can no longer see", async () => {
    const sold = await createTestProduct(app, seller, { name: "Sold phone" });
    expect((await markSold(app, seller, sold)).statusCode).toBe(200);
    expect(await saveOk(buyer, sold)).toBe(1);
    const later = await createTestProduct(app, seller, { name: "Held later" });
    expect(await saveOk(buyer, later)).toBe(1);
    await app.db.update(products).set({ status: "held" }).where(eq(products.id, later));
    const { items } = await listOf(buyer);
    expect(items.map((item) => [item.name, item.status])).toEqual([["Sold phone", "sold"]]);
  });

  it("asks signed-out callers to sign in (401) for every route", async () => {
    const productId = await createTestProduct(app, seller);
    for (const response of [
      await save(undefined, productId),
      await remove(undefined, productId),
      await injectAs(app, undefined, { method: "GET", url: "/api/favourites" }),
      await injectAs(app, undefined, { method: "GET", url: "/api/favourites/ids" }),
    ]) {
      expectError(response, "UNAUTHORIZED");
    }
  });

  it("goes with the listing when it is deleted for good", async () => {
    const productId = await createTestProduct(app, seller);
    expect(await saveOk(buyer, productId)).toBe(1);
    const deleted = await injectAs(app, seller, {
      method: "DELETE",
      url: `/api/products/${productId}`,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await idsOf(buyer)).toEqual([]);
  });
});

describe("the list", () => {
  it("pages newest saved first by cursor, and refuses a malformed cursor with 400", async () => {
    const [first] = await createUsersFast(app, 1, "Seller");
    const ids: string[] = [];
    for (let i = 0; i < FAVOURITES_PAGE_SIZE + 2; i++) {
      ids.push(await createTestProduct(app, first!, { img: await uploadTestImage(app, first!) }));
    }
    // Saved in the reverse of their listing order: the list follows when they were saved.
    for (const id of [...ids].reverse()) expect(await saveOk(buyer, id)).toBe(1);
    const page1 = await listOf(buyer);
    expect(page1.items).toHaveLength(FAVOURITES_PAGE_SIZE);
    expect(page1.next).toBeDefined();
    const page2 = await listOf(buyer, page1.next);
    expect(page2.next).toBeUndefined();
    expect([...page1.items, ...page2.items].map((item) => item._id)).toEqual(ids);
    expect(await idsOf(buyer)).toEqual(ids);
    const bad = await injectAs(app, buyer, { method: "GET", url: "/api/favourites?cursor=nope" });
    expectError(bad, "INVALID_CURSOR");
  });
});

describe("the limit", () => {
  it(`keeps at most ${MAX_FAVOURITES} saved phones (409 beyond), and saving one again stays fine`, async () => {
    const template = await createTestProduct(app, seller);
    // Copies of one listing, written straight to the database (a seller would take hours).
    const columns = (
      await rowsOf<{ name: string }>(sql`
        SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = 'products' AND is_generated = 'NEVER' AND column_name <> 'id'`)
    )
      .map((column) => `"${column.name}"`)
      .join(", ");
    const copies = await rowsOf<{ id: string }>(sql`
      INSERT INTO products (id, ${sql.raw(columns)})
      SELECT gen_random_uuid(), ${sql.raw(columns)}
      FROM products, generate_series(1, ${MAX_FAVOURITES}) WHERE id = ${template}
      RETURNING id`);
    const copyIds = copies.map((row) => row.id);
    await app.db
      .insert(favourites)
      .values(copyIds.slice(1).map((productId) => ({ userId: buyer.id, productId })));
    expect(await saveOk(buyer, copyIds[0]!)).toBe(1);
    expect(await saveOk(buyer, copyIds[0]!)).toBe(0);
    expectError(await save(buyer, template), "FAVOURITES_LIMIT_REACHED");
    expect((await idsOf(buyer)).length).toBe(MAX_FAVOURITES);
    // Removing one makes room again.
    expect((await remove(buyer, copyIds[1]!)).json()).toMatchObject({ deletedCount: 1 });
    expect(await saveOk(buyer, template)).toBe(1);
    // Someone else's count is their own.
    expect(await saveOk(secondBuyer, template)).toBe(1);
  });
});

describe("what savers hear", () => {
  it("a lower price tells every saver, not the seller; a higher or equal one tells nobody", async () => {
    const productId = await createTestProduct(app, seller, { name: "Galaxy S21" });
    await saveOk(buyer, productId);
    await saveOk(secondBuyer, productId);
    let since = new Date();
    await editPrice(productId, 40000);
    let heard = await noticesSince(since);
    expect(heard.get(buyer.id)).toEqual(["favourite-price-dropped"]);
    expect(heard.get(secondBuyer.id)).toEqual(["favourite-price-dropped"]);
    expect(heard.get(seller.id)).toBeUndefined();
    expect(heard.get(otherSeller.id)).toBeUndefined();

    since = new Date();
    await editPrice(productId, 42000);
    await editPrice(productId, 42000);
    heard = await noticesSince(since);
    expect(heard.size).toBe(0);
  });

  it("a saver who removed the phone, or turned the email off, is told accordingly", async () => {
    const productId = await createTestProduct(app, seller, { name: "Galaxy S21" });
    await saveOk(buyer, productId);
    await saveOk(secondBuyer, productId);
    await remove(secondBuyer, productId);
    const off = await injectAs(app, buyer, {
      method: "PUT",
      url: "/api/notifications/email",
      payload: { "favourite-price-dropped": false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const emailsBefore = await countEmailsTo(buyer.email);
    const since = new Date();
    await editPrice(productId, 30000);
    const heard = await noticesSince(since);
    expect([...heard.keys()]).toEqual([buyer.id]);
    expect(await countEmailsTo(buyer.email)).toBe(emailsBefore);
  });

  it("a sale outside BecheDaw tells the savers by bell and email, with a link to the phone", async () => {
    const productId = await createTestProduct(app, seller, { name: "Redmi Note 12" });
    await saveOk(buyer, productId);
    const emailsBefore = await countEmailsTo(buyer.email);
    const since = new Date();
    expect((await markSold(app, seller, productId)).statusCode).toBe(200);
    const heard = await noticesSince(since);
    expect(heard.get(buyer.id)).toEqual(["favourite-sold"]);
    expect(heard.get(seller.id)).toBeUndefined();
    expect(await countEmailsTo(buyer.email)).toBe(emailsBefore + 1);
    const rows = await rowsOf<{ subject: string; text_body: string }>(
      sql`SELECT subject, text_body FROM email_outbox WHERE to_address = ${buyer.email} ORDER BY created_at DESC LIMIT 1`,
    );
    expect(rows[0]!.subject).toBe("Redmi Note 12, which you saved, is sold");
    expect(rows[0]!.text_body).toContain(`http://localhost:3000/phones/${productId}`);
  });

  it("a handover tells the savers but the buyer, who knows, and those whose booking ended", async () => {
    const productId = await createTestProduct(app, seller);
    const [third] = await createUsersFast(app, 1, "Buyer");
    await saveOk(buyer, productId);
    await saveOk(secondBuyer, productId);
    await saveOk(third!, productId);
    const dealId = await bookOk(app, buyer, productId);
    await bookOk(app, secondBuyer, productId);
    const code = await toMeetup(app, seller, buyer, dealId);
    const since = new Date();
    const handover = await injectAs(app, seller, {
      method: "POST",
      url: `/api/deals/${dealId}/handover`,
      payload: { code },
    });
    expect(handover.statusCode, handover.body).toBe(200);
    const heard = await noticesSince(since);
    expect(heard.get(third!.id)).toEqual(["favourite-sold"]);
    expect(heard.get(secondBuyer.id)).toEqual(["booked-phone-sold"]);
    expect(heard.get(buyer.id)).toBeUndefined();
    expect(heard.get(seller.id)).toBeUndefined();
  });
});

describe("the seller's count", () => {
  it("My Products shows how many saved each phone, and never who", async () => {
    const saved = await createTestProduct(app, seller, { name: "Saved twice" });
    const unsaved = await createTestProduct(app, seller, { name: "Saved by nobody" });
    await saveOk(buyer, saved);
    await saveOk(secondBuyer, saved);
    const response = await injectAs(app, seller, {
      method: "GET",
      url: `/api/myproducts?email=${encodeURIComponent(seller.email)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<MyProduct[]>();
    expect(list.find((item) => item._id === saved)?.favouriteCount).toBe(2);
    expect(list.find((item) => item._id === unsaved)?.favouriteCount).toBe(0);
    expect(response.body).not.toContain(buyer.id);
    expect(response.body).not.toContain(secondBuyer.id);
  });
});

async function countEmailsTo(address: string): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM email_outbox WHERE to_address = ${address}`,
  );
  return rows[0]!.n;
}
