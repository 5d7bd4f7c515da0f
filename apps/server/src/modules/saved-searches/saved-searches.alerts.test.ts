import type { CreateSavedSearch, Notification, SavedSearch } from "@bechedaw/shared";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestProduct,
  createUserFast,
  injectAs,
  testPassport,
  testImei,
  type TestUser,
} from "../../../test/helpers";
import { createTestApp } from "../../../test/helpers";
import { user } from "../auth/auth.tables";
import { emailOutbox } from "../mail/mail.tables";
import { notificationEmailOff } from "../notifications/notifications.tables";
import { matchWaitingListings, sendDailyDigests } from "./saved-searches.alerts.service";
import { savedSearchMatches, savedSearchQueue, savedSearches } from "./saved-searches.tables";

let app: FastifyInstance;
let seller: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
let serial = 0;

beforeAll(async () => {
  app = await createTestApp();
  [seller, otherSeller, admin] = await Promise.all([
    createUserFast(app, "Seller", "Seller One"),
    createUserFast(app, "Seller", "Seller Two"),
    createUserFast(app, "Admin"),
  ]);
});
afterAll(() => app.close());

/** A model name no other test lists, so that only its own searches match it. */
function uniqueModel(prefix = "Galaxy"): string {
  serial += 1;
  return `${prefix} Q${serial}${process.pid % 1000}`;
}

const runTask = () => matchWaitingListings(app.db, app.config);

async function saveSearch(who: TestUser, body: CreateSavedSearch): Promise<SavedSearch> {
  const response = await injectAs(app, who, {
    method: "POST",
    url: "/api/saved-searches",
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SavedSearch>();
}

/** A new buyer with one saved search. */
async function buyerSaving(body: CreateSavedSearch, language: "en" | "bn" = "en") {
  const buyer = await createUserFast(app, "Buyer", "Rahim Buyer");
  await app.db.update(user).set({ language }).where(eq(user.id, buyer.id));
  return { buyer, search: await saveSearch(buyer, body) };
}

/** The buyer's saved-search notifications, of one listing or all. */
async function alertsOf(who: TestUser, productId?: string): Promise<Notification[]> {
  const response = await injectAs(app, who, { method: "GET", url: "/api/notifications" });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<Notification[]>()
    .filter(
      (item) =>
        item.kind === "saved-search-match" &&
        (productId === undefined || item.productId === productId),
    );
}

async function emailsTo(who: TestUser) {
  return app.db
    .select({ subject: emailOutbox.subject, text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, who.email))
    .orderBy(emailOutbox.createdAt);
}

/** As if the search's last email were more than a day ago. */
const aDayLater = (search: SavedSearch) =>
  app.db
    .update(savedSearches)
    .set({ lastEmailedAt: sql`now() - interval '25 hours'` })
    .where(eq(savedSearches.id, search._id));

const list = (who: TestUser, overrides: Record<string, unknown>) =>
  createTestProduct(app, who, overrides);

describe("saved search alerts", () => {
  it("notifies each active search a new listing matches, once, linking to the search", async () => {
    const model = uniqueModel();
    const { buyer, search } = await buyerSaving({
      name: "My Galaxy",
      search: { q: model, brand: "Samsung", maxPrice: "50000" },
    });
    const { buyer: tooCheap } = await buyerSaving({
      name: "Cheap",
      search: { q: model, maxPrice: "1000" },
    });
    const { buyer: otherBrand } = await buyerSaving({
      name: "Apple",
      search: { q: model, brand: "Apple" },
    });
    const { buyer: paused, search: pausedSearch } = await buyerSaving({
      name: "Paused",
      search: { q: model },
    });
    await injectAs(app, paused, {
      method: "PATCH",
      url: `/api/saved-searches/${pausedSearch._id}`,
      payload: { paused: true },
    });
    const own = await saveSearch(seller, { name: "Mine", search: { q: model } });
    expect(own.paused).toBe(false);

    const id = await list(seller, { name: model, brand: "Samsung" });
    await runTask();
    const [alert, ...more] = await alertsOf(buyer, id);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ productName: model, reason: "My Galaxy", link: search.path });
    for (const nobody of [tooCheap, otherBrand, paused, seller]) {
      expect(await alertsOf(nobody, id)).toEqual([]);
    }
    expect(await app.db.select().from(savedSearchQueue)).toEqual([]);
  });

  it("writes an alert once, however often the task runs or the listing is queued again", async () => {
    const model = uniqueModel();
    const { buyer } = await buyerSaving({ name: "Once", search: { q: model } });
    const id = await list(seller, { name: model, brand: "Samsung" });
    await Promise.all([runTask(), runTask()]);
    await runTask();
    // As after a crash between the alert and the queue's clean-up, or a listing published again.
    await app.db.insert(savedSearchQueue).values({ productId: id });
    await runTask();
    expect(await alertsOf(buyer, id)).toHaveLength(1);
    const matches = await app.db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.productId, id));
    expect(matches).toHaveLength(1);
  });

  it("keeps the queue when the task's transaction fails, and alerts on the next run", async () => {
    const model = uniqueModel();
    const { buyer } = await buyerSaving({ name: "Retry", search: { q: model } });
    const id = await list(seller, { name: model, brand: "Samsung" });
    // A server that stops mid-task: its transaction never commits.
    await expect(
      app.db.transaction(async (tx) => {
        await matchWaitingListings(tx, app.config);
        throw new Error("the server stopped");
      }),
    ).rejects.toThrow("the server stopped");
    expect(await alertsOf(buyer, id)).toEqual([]);
    await runTask();
    expect(await alertsOf(buyer, id)).toHaveLength(1);
  });

  it("matches as the search reads words: Bangla and Banglish, a district, a model number", async () => {
    const model = uniqueModel("Redmi");
    const number = model.slice(model.indexOf("Q") + 1);
    const { buyer: bangla } = await buyerSaving({ name: "বাংলা", search: { q: "রেডমি" } }, "bn");
    const { buyer: dhaka } = await buyerSaving({
      name: "Dhaka",
      search: { q: `redmi dhaka q${number}` },
    });
    const { buyer: ctg } = await buyerSaving({
      name: "Ctg",
      search: { q: `redmi chittagong q${number}` },
    });
    const { buyer: wrongNumber } = await buyerSaving({
      name: "No",
      search: { q: `redmi q${number}9` },
    });
    const id = await list(seller, {
      name: model,
      brand: "Xiaomi",
      description: {
        resalePrice: 20000,
        originalPrice: 30000,
        yearsOfUse: "1 year",
        location: "Dhaka",
      },
    });
    await runTask();
    expect(await alertsOf(bangla, id)).toHaveLength(1);
    expect(await alertsOf(dhaka, id)).toHaveLength(1);
    expect(await alertsOf(ctg, id)).toEqual([]);
    expect(await alertsOf(wrongNumber, id)).toEqual([]);
  });

  it("alerts of a held listing only when an admin approves it, and never of a rejected one", async () => {
    const model = uniqueModel();
    const imei = testImei();
    const { buyer } = await buyerSaving({ name: "Held", search: { q: model } });
    const stolen = await list(otherSeller, {
      name: model,
      brand: "Samsung",
      passport: testPassport({ imei }),
    });
    const report = await injectAs(app, buyer, {
      method: "PATCH",
      url: `/api/products/reported/${stolen}`,
      payload: { kind: "stolen" },
    });
    expect(report.statusCode, report.body).toBe(200);
    const held = await list(seller, {
      name: model,
      brand: "Samsung",
      passport: testPassport({ imei }),
    });
    await runTask();
    expect(await alertsOf(buyer, held)).toEqual([]);
    const approved = await injectAs(app, admin, {
      method: "POST",
      url: `/api/admin/review/${held}/approve`,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await runTask();
    expect(await alertsOf(buyer, held)).toHaveLength(1);

    const rejectedModel = uniqueModel();
    const { buyer: waiting } = await buyerSaving({
      name: "Rejected",
      search: { q: rejectedModel },
    });
    const rejected = await list(seller, { name: rejectedModel, brand: "Samsung" });
    const refusal = await injectAs(app, admin, {
      method: "POST",
      url: `/api/admin/review/${rejected}/reject`,
      payload: { reason: "Please show the IMEI in a photo." },
    });
    expect(refusal.statusCode, refusal.body).toBe(200);
    await runTask();
    expect(await alertsOf(waiting, rejected)).toEqual([]);
  });

  it("emails an instant search at most once a day, in its owner's language", async () => {
    const model = uniqueModel();
    const { buyer, search } = await buyerSaving(
      { name: "দ্রুত", search: { q: model }, email: "instant" },
      "bn",
    );
    await list(seller, { name: `${model} first`, brand: "Samsung" });
    await runTask();
    await list(seller, { name: `${model} second`, brand: "Samsung" });
    await runTask();
    expect(await alertsOf(buyer)).toHaveLength(2);
    const [first, ...rest] = await emailsTo(buyer);
    expect(rest).toEqual([]);
    expect(first?.subject).toBe(`আপনার খোঁজ “দ্রুত”-এর জন্য নতুন ফোন: ${model} first`);
    expect(first?.text).toContain(`/phones?q=${encodeURIComponent(model).replaceAll("%20", "+")}`);
    await aDayLater(search);
    await list(seller, { name: `${model} third`, brand: "Samsung" });
    await runTask();
    expect((await emailsTo(buyer)).map((email) => email.subject)).toHaveLength(2);
  });

  it("sends no email when the search's emails are off, or its owner turned the kind off", async () => {
    const model = uniqueModel();
    const { buyer: quiet } = await buyerSaving({ name: "Quiet", search: { q: model } });
    const { buyer: switchedOff } = await buyerSaving({
      name: "Off",
      search: { q: model },
      email: "instant",
    });
    await app.db
      .insert(notificationEmailOff)
      .values({ userId: switchedOff.id, kind: "saved-search-match" });
    await list(seller, { name: model, brand: "Samsung" });
    await runTask();
    for (const buyer of [quiet, switchedOff]) {
      expect(await alertsOf(buyer)).toHaveLength(1);
      expect(await emailsTo(buyer)).toEqual([]);
    }
  });

  it("sends a daily search one digest a day of the phones matched since the last", async () => {
    const model = uniqueModel();
    const { buyer, search } = await buyerSaving({
      name: "Every day",
      search: { q: model },
      email: "daily",
    });
    await list(seller, { name: `${model} one`, brand: "Samsung" });
    await list(seller, { name: `${model} two`, brand: "Samsung" });
    await runTask();
    expect(await emailsTo(buyer)).toEqual([]);
    expect(await sendDailyDigests(app.db, app.config)).toBeGreaterThanOrEqual(1);
    const [digest, ...rest] = await emailsTo(buyer);
    expect(rest).toEqual([]);
    expect(digest?.subject).toBe("New phones for your search “Every day”");
    expect(digest?.text).toContain(`${model} one, ৳45,000`);
    expect(digest?.text).toContain(`${model} two, ৳45,000`);

    await sendDailyDigests(app.db, app.config);
    await list(seller, { name: `${model} three`, brand: "Samsung" });
    await runTask();
    await sendDailyDigests(app.db, app.config);
    expect(await emailsTo(buyer)).toHaveLength(1);

    await aDayLater(search);
    await sendDailyDigests(app.db, app.config);
    const digests = await emailsTo(buyer);
    expect(digests).toHaveLength(2);
    expect(digests[1]?.subject).toBe("A new phone for your search “Every day”");
    expect(digests[1]?.text).toContain(`${model} three`);
    expect(digests[1]?.text).not.toContain(`${model} one`);
    const waiting = await app.db
      .select()
      .from(savedSearchMatches)
      .where(
        and(eq(savedSearchMatches.savedSearchId, search._id), savedSearchMatches.awaitsDigest),
      );
    expect(waiting).toEqual([]);
  });
});
