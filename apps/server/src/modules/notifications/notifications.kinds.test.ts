import { randomBytes } from "node:crypto";
import type { Notification, NotificationKind } from "@bechedaw/shared";
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
  uploadImage,
  type TestUser,
} from "../../../test/helpers";
import { READ_KEEP_DAYS, deleteOldReadNotifications } from "./notifications.inbox.service";
import { notifications } from "./notifications.tables";

// Each kind of notification reaches the right people and nobody else, with its email in the
// recipient's language, or no email when they turned that kind's email off.

let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;
let buyer: TestUser;
let secondBuyer: TestUser;
let admins: TestUser[];
let everyone: TestUser[];

type Email = { to: string; subject: string; text: string; html: string };
type News = { byUser: Map<string, { kind: string; productName: string; reason: string | null }[]> };

const seenNotifications = new Set<string>();
const seenEmails = new Set<string>();

async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  const result: unknown = await app.db.execute(query);
  return (result as { rows: Row[] }).rows;
}

/** The notifications and emails made since the last call. */
async function news(): Promise<News & { emails: Email[] }> {
  const rows = await rowsOf<{
    id: string;
    user_id: string;
    kind: string;
    product_name: string;
    reason: string | null;
  }>(sql`SELECT id, user_id, kind, product_name, reason FROM notifications`);
  const byUser: News["byUser"] = new Map();
  for (const row of rows.filter((row) => !seenNotifications.has(row.id))) {
    seenNotifications.add(row.id);
    const list = byUser.get(row.user_id) ?? [];
    list.push({ kind: row.kind, productName: row.product_name, reason: row.reason });
    byUser.set(row.user_id, list);
  }
  const mails = await rowsOf<{
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
  }>(sql`SELECT id, to_address, subject, text_body, html_body FROM email_outbox`);
  const emails = mails
    .filter((row) => !seenEmails.has(row.id))
    .map((row) => {
      seenEmails.add(row.id);
      return { to: row.to_address, subject: row.subject, text: row.text_body, html: row.html_body };
    });
  return { byUser, emails };
}

/** Checks that exactly `who` got one notification of `kind` each, and returns their emails. */
async function expectNotified(kind: NotificationKind, who: TestUser[]): Promise<Email[]> {
  const { byUser, emails } = await news();
  for (const user of everyone) {
    const kinds = (byUser.get(user.id) ?? []).map((item) => item.kind);
    expect(kinds, user.name).toEqual(who.includes(user) ? [kind] : []);
  }
  return emails;
}

const call = (
  who: TestUser,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) => injectAs(app, who, { method, url, ...(payload ? { payload } : {}) });

async function ok(
  who: TestUser,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
) {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

async function book(who: TestUser, productId: string): Promise<string> {
  const payload = { productId, userLocation: "Dhaka", userPhone: "01712345678" };
  return (await ok(who, "POST", "/api/bookedproducts", payload)).json<{ insertedId: string }>()
    .insertedId;
}

/** A photo of random pixels: no other listing shows anything like it. */
async function noisePhoto(): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const raw = { width: 64, height: 48, channels: 3 as const };
  return sharp(randomBytes(64 * 48 * 3), { raw })
    .jpeg()
    .toBuffer();
}

/** Lists a phone with this photo, through the API: its id and status. */
async function listWithPhoto(who: TestUser, photo: Buffer) {
  const upload = await uploadImage(app, who, photo);
  expect(upload.statusCode, upload.body).toBe(200);
  const img = upload.json<{ data: { url: string } }>().data.url;
  const listed = await ok(who, "POST", "/api/products", productInput(img));
  return listed.json<{ insertedId: string; status: string }>();
}

const setLanguage = (who: TestUser, language: "en" | "bn") =>
  ok(who, "POST", "/api/auth/update-user", { language });

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller] = (await createUsersFast(app, 2, "Seller", (i) =>
    i === 0 ? "Rahim" : "Jamal",
  )) as [TestUser, TestUser];
  [buyer, secondBuyer] = (await createUsersFast(app, 2, "Buyer", (i) =>
    i === 0 ? "Karim" : "Salma",
  )) as [TestUser, TestUser];
  admins = await createUsersFast(app, 2, "Admin", (i) => `Keeper ${["One", "Two"][i]}`);
  everyone = [seller, otherSeller, buyer, secondBuyer, ...admins];
  // The seller and an admin read Bangla; the others never chose (English).
  await setLanguage(seller, "bn");
  await setLanguage(admins[1]!, "bn");
});
afterAll(() => app.close());
beforeEach(async () => {
  await news();
});

describe("the seller's notifications", () => {
  it("a booking tells the seller, in Bangla, and nobody else", async () => {
    const productId = await createTestProduct(app, seller, { name: "iPhone 13 Pro" });
    await news();
    const dealId = await book(buyer, productId);
    const emails = await expectNotified("booking-created", [seller]);
    expect(emails.map((email) => email.to)).toEqual([seller.email]);
    expect(emails[0]!.subject).toBe("আপনার iPhone 13 Pro বুক করা হয়েছে");
    expect(emails[0]!.text).toContain("প্রিয় Rahim,");
    // It opens the deal, where the seller accepts it.
    expect(emails[0]!.text).toContain(`http://localhost:3000/dashboard/deals/${dealId}`);
    expect(emails[0]!.html).toContain('lang="bn"');
  });

  it("a cancelled booking tells the seller", async () => {
    const productId = await createTestProduct(app, seller, { name: "Galaxy S21" });
    const bookingId = await book(buyer, productId);
    await news();
    await ok(buyer, "DELETE", `/api/bookedproducts/${bookingId}`);
    const emails = await expectNotified("booking-cancelled", [seller]);
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [seller.email, "আপনার Galaxy S21-এর একটি বুকিং বাতিল হয়েছে"],
    ]);
    expect(emails[0]!.text).toContain(`http://localhost:3000/dashboard/deals/${bookingId}`);
  });

  it("a held listing tells every admin; rejecting it tells the seller the reason, approving it that it is published", async () => {
    const imei = testPassport().imei;
    await createTestProduct(app, otherSeller, { passport: testPassport({ imei }) });
    await news();
    const productId = await createTestProduct(app, seller, {
      name: "Pixel 7",
      passport: testPassport({ imei }),
    });
    const waiting = await expectNotified("listing-awaits-review", admins);
    expect(waiting.map((email) => [email.to, email.subject]).sort()).toEqual(
      [
        [admins[0]!.email, "A listing waits for review: Pixel 7"],
        [admins[1]!.email, "পর্যালোচনার অপেক্ষায় একটি বিজ্ঞাপন: Pixel 7"],
      ].sort(),
    );
    expect(waiting.find((email) => email.to === admins[0]!.email)!.text).toContain(
      "http://localhost:3000/dashboard/review",
    );

    const reason = "The photo shows another phone.";
    await ok(admins[0]!, "POST", `/api/admin/review/${productId}/reject`, { reason });
    const rejected = await expectNotified("listing-rejected", [seller]);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.text).toContain(`কারণ: ${reason}`);
    const [item] = await listOf(seller);
    expect(item).toMatchObject({ kind: "listing-rejected", productName: "Pixel 7", reason });

    await ok(admins[0]!, "POST", `/api/admin/review/${productId}/approve`);
    const approved = await expectNotified("listing-approved", [seller]);
    expect(approved[0]!.text).toContain(`http://localhost:3000/phones/${productId}`);
  });

  it("a listing flagged but published (another seller's photo) tells every admin; a clean one nobody", async () => {
    const photo = await noisePhoto();
    await listWithPhoto(otherSeller, photo);
    await news();
    const copy = await listWithPhoto(seller, photo);
    expect(copy.status).toBe("available");
    expect((await expectNotified("listing-awaits-review", admins)).length).toBe(2);

    const clean = await listWithPhoto(seller, await noisePhoto());
    expect(clean.status).toBe("available");
    await expectNotified("listing-awaits-review", []);
  });

  it("a published listing's review is no news to its seller", async () => {
    const productId = await createTestProduct(app, seller);
    await news();
    await ok(admins[0]!, "POST", `/api/admin/review/${productId}/approve`);
    await expectNotified("listing-approved", []);
  });

  it("each report tells the seller; the third tells every admin, once", async () => {
    const productId = await createTestProduct(app, seller, { name: "Redmi Note 12" });
    const [fourth] = await createUsersFast(app, 1, "Buyer", () => "Fourth Reporter");
    const reporters = [buyer, secondBuyer, otherSeller, fourth!];
    for (const [i, reporter] of reporters.entries()) {
      await news();
      await ok(reporter, "PATCH", `/api/products/reported/${productId}`, { reason: "Fake" });
      const { byUser, emails } = await news();
      const kindsOf = (user: TestUser) => (byUser.get(user.id) ?? []).map((item) => item.kind);
      expect(kindsOf(seller)).toEqual(["listing-reported"]);
      for (const admin of admins) {
        expect(kindsOf(admin)).toEqual(i === 2 ? ["listing-third-report"] : []);
      }
      for (const other of [otherSeller, buyer, secondBuyer]) expect(kindsOf(other)).toEqual([]);
      expect(emails.length).toBe(i === 2 ? 3 : 1);
    }
  });
});

describe("the buyer's notifications", () => {
  it("a sale tells the other buyers it was sold to someone else, not the one it was sold to", async () => {
    const productId = await createTestProduct(app, seller, { name: "OnePlus 9" });
    const chosen = await book(buyer, productId);
    await book(secondBuyer, productId);
    const code = await toMeetup(chosen);
    await news();
    await ok(seller, "POST", `/api/deals/${chosen}/handover`, { code });
    const emails = await expectNotified("booked-phone-sold", [secondBuyer]);
    expect(emails.map((email) => [email.to, email.subject])).toEqual([
      [secondBuyer.email, "OnePlus 9 was sold to someone else"],
    ]);
    expect(emails[0]!.text).toContain("Hello Salma,");
    expect(emails[0]!.text).toContain("http://localhost:3000/dashboard/my-orders");
  });

  it("a deletion tells the buyers with open bookings", async () => {
    const productId = await createTestProduct(app, seller, { name: "Oppo Reno 8" });
    await book(buyer, productId);
    await book(secondBuyer, productId);
    await news();
    await ok(seller, "DELETE", `/api/products/${productId}`);
    const emails = await expectNotified("booked-phone-deleted", [buyer, secondBuyer]);
    expect(emails.map((email) => email.subject)).toEqual([
      "Oppo Reno 8 is no longer listed",
      "Oppo Reno 8 is no longer listed",
    ]);
  });
});

/** The seller accepts, proposes a meetup, the buyer confirms: the buyer's handover code. */
async function toMeetup(dealId: string): Promise<string> {
  await ok(seller, "POST", `/api/deals/${dealId}/accept`, { phone: "01898765432" });
  const at = new Date(Date.now() + 86_400_000).toISOString();
  await ok(seller, "POST", `/api/deals/${dealId}/meetup`, { place: "Gulshan 1", at });
  await ok(buyer, "POST", `/api/deals/${dealId}/meetup/confirm`, { version: 1 });
  const deal = await ok(buyer, "GET", `/api/deals/${dealId}`);
  return deal.json<{ handover: { code: string } }>().handover.code;
}

describe("a deal's notifications", () => {
  it("each step tells the other side, with a link to the deal, in their language", async () => {
    const productId = await createTestProduct(app, seller, { name: "Pixel 8" });
    const dealId = await book(buyer, productId);
    await news();
    await ok(seller, "POST", `/api/deals/${dealId}/accept`, { phone: "01898765432" });
    const accepted = await expectNotified("deal-accepted", [buyer]);
    expect(accepted.map((email) => email.subject)).toEqual([
      "The seller accepted your booking of Pixel 8",
    ]);
    expect(accepted[0]!.text).toContain(`http://localhost:3000/dashboard/deals/${dealId}`);
    const [item] = await listOf(buyer);
    expect(item).toMatchObject({
      kind: "deal-accepted",
      dealId,
      link: `/dashboard/deals/${dealId}`,
    });

    const at = new Date(Date.now() + 86_400_000).toISOString();
    await ok(buyer, "POST", `/api/deals/${dealId}/meetup`, { place: "Banani 11", at });
    const proposed = await expectNotified("meetup-proposed", [seller]);
    expect(proposed[0]!.subject).toBe("Pixel 8-এর জন্য দেখা করার প্রস্তাব এসেছে");
    await ok(seller, "POST", `/api/deals/${dealId}/meetup/confirm`, { version: 1 });
    await expectNotified("meetup-confirmed", [buyer]);
    await ok(buyer, "POST", `/api/deals/${dealId}/cancel`, { reason: "Bought another" });
    const cancelled = await expectNotified("deal-cancelled", [seller]);
    expect(cancelled[0]!.text).toContain("কারণ: Bought another");
  });

  it("a locked handover tells both sides", async () => {
    const productId = await createTestProduct(app, seller, { name: "Nokia G42" });
    const dealId = await book(buyer, productId);
    const code = await toMeetup(dealId);
    const wrong = code === "000000" ? "111111" : "000000";
    await news();
    for (let i = 0; i < 5; i++) {
      await call(seller, "POST", `/api/deals/${dealId}/handover`, { code: wrong });
    }
    const emails = await expectNotified("handover-locked", [buyer, seller]);
    expect(emails.map((email) => email.subject).sort()).toEqual(
      ["Nokia G42-এর হস্তান্তর বন্ধ হয়ে গেছে", "The handover of Nokia G42 is locked"].sort(),
    );
  });
});

describe("email switches", () => {
  it("a kind turned off still notifies in the app but sends no email; others still email", async () => {
    const put = await ok(seller, "PUT", "/api/notifications/email", { "booking-created": false });
    expect(put.json<Record<string, boolean>>()).toMatchObject({
      "booking-created": false,
      "booking-cancelled": true,
    });
    const productId = await createTestProduct(app, seller);
    await news();
    const bookingId = await book(buyer, productId);
    expect(await expectNotified("booking-created", [seller])).toEqual([]);
    await ok(buyer, "DELETE", `/api/bookedproducts/${bookingId}`);
    expect((await expectNotified("booking-cancelled", [seller])).length).toBe(1);

    await ok(seller, "PUT", "/api/notifications/email", { "booking-created": true });
    await book(secondBuyer, productId);
    expect((await expectNotified("booking-created", [seller])).length).toBe(1);
    const got = await ok(seller, "GET", "/api/notifications/email");
    expect(Object.values(got.json<Record<string, boolean>>()).every(Boolean)).toBe(true);
  });

  it("refuses an unknown kind or an empty change (400), changing nothing", async () => {
    for (const payload of [{ "no-such-kind": false }, {}, { "booking-created": "no" }]) {
      const response = await call(buyer, "PUT", "/api/notifications/email", payload);
      expect(response.statusCode, response.body).toBe(400);
    }
    const got = await ok(buyer, "GET", "/api/notifications/email");
    expect(Object.values(got.json<Record<string, boolean>>()).every(Boolean)).toBe(true);
  });
});

async function listOf(who: TestUser, cursor?: string): Promise<Notification[]> {
  const query = cursor ? `?cursor=${cursor}` : "";
  return (await ok(who, "GET", `/api/notifications${query}`)).json<Notification[]>();
}

describe("the list and the bell", () => {
  it("counts unread ones, marks one and then all read, and pages newest first", async () => {
    const [reader] = await createUsersFast(app, 1, "Seller", () => "Reader");
    const productId = await createTestProduct(app, reader!, { name: "iPhone 12" });
    const buyers = await createUsersFast(app, 23, "Buyer");
    const dealIds: string[] = [];
    for (const each of buyers) dealIds.push(await book(each, productId));
    const count = async () =>
      (await ok(reader!, "GET", "/api/notifications/unread-count")).json<{ count: number }>().count;
    expect(await count()).toBe(23);

    const first = await call(reader!, "GET", "/api/notifications");
    const page = first.json<Notification[]>();
    expect(page).toHaveLength(20);
    expect(page[0]).toMatchObject({
      kind: "booking-created",
      productId,
      productName: "iPhone 12",
      link: `/dashboard/deals/${dealIds.at(-1)}`,
      readAt: null,
    });
    const cursor = first.headers["x-next-cursor"] as string;
    const rest = await listOf(reader!, cursor);
    expect(rest).toHaveLength(3);
    const all = [...page, ...rest];
    expect(new Set(all.map((item) => item._id)).size).toBe(23);
    const times = all.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const marked = await ok(reader!, "POST", `/api/notifications/${page[0]!._id}/read`);
    expect(marked.json()).toEqual({ acknowledged: true, modifiedCount: 1 });
    const again = await ok(reader!, "POST", `/api/notifications/${page[0]!._id}/read`);
    expect(again.json()).toEqual({ acknowledged: true, modifiedCount: 0 });
    expect(await count()).toBe(22);
    expect((await listOf(reader!))[0]!.readAt).not.toBeNull();

    const allRead = await ok(reader!, "POST", "/api/notifications/read-all");
    expect(allRead.json()).toEqual({ acknowledged: true, modifiedCount: 22 });
    expect(await count()).toBe(0);
  });

  it("another user's notification is unknown (404) and stays unread", async () => {
    const productId = await createTestProduct(app, otherSeller);
    await book(buyer, productId);
    const [theirs] = await listOf(otherSeller);
    for (const id of [theirs!._id, "not-a-uuid", "0b0e3a6e-8f4e-4b7e-9c55-4a3f0f7b2f11"]) {
      const response = await call(buyer, "POST", `/api/notifications/${id}/read`);
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOTIFICATION_NOT_FOUND" });
    }
    expect((await listOf(otherSeller))[0]!.readAt).toBeNull();
    expect(await listOf(secondBuyer)).not.toContainEqual(
      expect.objectContaining({ _id: theirs!._id }),
    );
  });

  it("forgets read notifications 90 days after they were read; unread ones stay however old", async () => {
    const [keeper] = await createUsersFast(app, 1, "Seller", () => "Keeper Of News");
    const productId = await createTestProduct(app, keeper!, { name: "Nokia G42" });
    const buyers = await createUsersFast(app, 4, "Buyer");
    const dealIds: string[] = [];
    for (const each of buyers) dealIds.push(await book(each, productId));
    const [oldRead, recentRead, oldUnread] = (await listOf(keeper!)).map((item) => item._id);
    const age = async (id: string | undefined, days: number, read: boolean) => {
      const at = new Date(Date.now() - days * 86_400_000);
      await app.db
        .update(notifications)
        .set({ createdAt: at, readAt: read ? at : null })
        .where(eq(notifications.id, id!));
    };
    await age(oldRead, READ_KEEP_DAYS + 1, true);
    await age(recentRead, READ_KEEP_DAYS - 1, true);
    await age(oldUnread, 400, false);
    const readBefore = new Date(Date.now() - READ_KEEP_DAYS * 86_400_000);
    expect(await deleteOldReadNotifications(app.db, readBefore)).toBe(1);
    const left = (await listOf(keeper!)).map((item) => item._id);
    expect(left).toHaveLength(3);
    expect(left).not.toContain(oldRead);
    expect(left).toEqual(expect.arrayContaining([recentRead, oldUnread]));
    expect(await deleteOldReadNotifications(app.db, readBefore)).toBe(0);
  });

  it("refuses a malformed cursor with 400", async () => {
    const response = await call(buyer, "GET", "/api/notifications?cursor=nonsense");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "INVALID_CURSOR" });
  });
});
