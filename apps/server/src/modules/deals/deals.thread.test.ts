import type { AdminDealMessage, DealMessage } from "@bechedaw/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserFast, injectAs, type TestUser } from "../../../test/helpers";
import {
  UNKNOWN_ID,
  expectError,
  openDeal,
  postMessage,
  readThread,
  setDealState,
} from "./deals.test-helpers";

let app: FastifyInstance;
let seller: TestUser;
let buyer: TestUser;
let otherBuyer: TestUser;
let otherSeller: TestUser;
let admin: TestUser;
let dealId: string;

beforeAll(async () => {
  app = await createTestApp();
  [seller, buyer, otherBuyer, otherSeller, admin] = await Promise.all([
    createUserFast(app, "Seller", "Rahim Uddin"),
    createUserFast(app, "Buyer", "Karim Ahmed"),
    createUserFast(app, "Buyer"),
    createUserFast(app, "Seller"),
    createUserFast(app, "Admin"),
  ]);
  dealId = await openDeal(app, seller, buyer);
});
afterAll(() => app.close());

const report = (who: TestUser | undefined, messageId: string, payload?: unknown) =>
  injectAs(app, who, {
    method: "POST",
    url: `/api/messages/${messageId}/report`,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

describe("a deal's thread", () => {
  it("takes messages from both sides and shows them to both, oldest first", async () => {
    const first = await postMessage(app, buyer, dealId, "Is the phone still there?");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ acknowledged: true, flagged: false });
    const second = await postMessage(app, seller, dealId, "Yes, meet at Farmgate at 5?");
    expect(second.statusCode, second.body).toBe(200);

    for (const who of [buyer, seller, admin]) {
      const response = await readThread(app, who, dealId);
      expect(response.statusCode, response.body).toBe(200);
      const messages = response.json<DealMessage[]>();
      expect(messages.map((m) => [m.from, m.authorName, m.text])).toEqual([
        ["buyer", "Karim Ahmed", "Is the phone still there?"],
        ["seller", "Rahim Uddin", "Yes, meet at Farmgate at 5?"],
      ]);
    }
  });

  it("is closed to everyone else: 401 signed out, 403 for others, 404 for no deal", async () => {
    expectError(await readThread(app, undefined, dealId), "UNAUTHORIZED");
    expectError(await postMessage(app, undefined, dealId, "hello"), "UNAUTHORIZED");
    for (const who of [otherBuyer, otherSeller]) {
      expectError(await readThread(app, who, dealId), "NOT_A_DEAL_SIDE");
      expectError(await postMessage(app, who, dealId, "hello"), "NOT_A_DEAL_SIDE");
    }
    // Admins read to moderate; they do not write in others' deals.
    expectError(await postMessage(app, admin, dealId, "hello"), "NOT_A_DEAL_SIDE");
    for (const id of [UNKNOWN_ID, "not-a-uuid"]) {
      expectError(await readThread(app, buyer, id), "DEAL_NOT_FOUND");
      expectError(await postMessage(app, buyer, id, "hello"), "DEAL_NOT_FOUND");
    }
  });

  it("refuses empty, too long, linked and malformed messages with 400", async () => {
    for (const text of ["", "   ", "x".repeat(1001), "x".repeat(10_000), 42, null]) {
      expectError(await postMessage(app, buyer, dealId, text), "VALIDATION_ERROR");
    }
    for (const text of ["pay at https://bkash.example", "see www.example.com", "go to pay.xyz"]) {
      expectError(await postMessage(app, buyer, dealId, text), "VALIDATION_ERROR");
    }
    expectError(await postMessage(app, buyer, dealId, "a\u202Eb"), "VALIDATION_ERROR");
    expect((await postMessage(app, buyer, dealId, "x".repeat(1000))).statusCode).toBe(200);
    expectError(
      await injectAs(app, buyer, {
        method: "GET",
        url: `/api/deals/${dealId}/messages?cursor=nonsense`,
      }),
      "INVALID_CURSOR",
    );
  });

  it("stores HTML and scripts as text, and returns them as they were written", async () => {
    const text = `<script>alert("x")</script><b>bold</b>`;
    expect((await postMessage(app, seller, dealId, text)).statusCode).toBe(200);
    const messages = (await readThread(app, buyer, dealId)).json<DealMessage[]>();
    expect(messages.at(-1)?.text).toBe(text);
  });

  it("takes no message once the deal has ended, and still shows the thread", async () => {
    const ended = await openDeal(app, seller, otherBuyer);
    expect((await postMessage(app, otherBuyer, ended, "Still there?")).statusCode).toBe(200);
    await setDealState(app, ended, "ended");
    expectError(await postMessage(app, otherBuyer, ended, "Hello?"), "DEAL_ENDED");
    expectError(await postMessage(app, seller, ended, "Sorry"), "DEAL_ENDED");
    expect((await readThread(app, otherBuyer, ended)).json<DealMessage[]>()).toHaveLength(1);
    // A cancelled deal's sides may still talk.
    await setDealState(app, ended, "cancelled");
    expect((await postMessage(app, otherBuyer, ended, "Why?")).statusCode).toBe(200);
  });

  it("opens on the latest 50 messages, oldest first, with x-next-cursor to earlier ones", async () => {
    const [a, b] = await Promise.all([createUserFast(app, "Seller"), createUserFast(app)]);
    const deal = await openDeal(app, a, b);
    // Written straight to the table: the writers' rate limit is tested below.
    await app.db.execute(
      sql`insert into deal_messages (id, booking_id, author_id, text, created_at)
        select gen_random_uuid(), ${deal}, ${b.id}, 'message ' || i, now() - (60 - i) * interval '1 second'
        from generate_series(1, 55) i`,
    );
    const first = await readThread(app, b, deal);
    const page1 = first.json<DealMessage[]>();
    expect(page1).toHaveLength(50);
    expect(page1[0]?.text).toBe("message 6");
    expect(page1.at(-1)?.text).toBe("message 55");
    const cursor = first.headers["x-next-cursor"];
    expect(typeof cursor).toBe("string");
    const second = await injectAs(app, a, {
      method: "GET",
      url: `/api/deals/${deal}/messages?cursor=${String(cursor)}`,
    });
    const page2 = second.json<DealMessage[]>();
    expect(page2.map((m) => m.text)).toEqual([1, 2, 3, 4, 5].map((i) => `message ${i}`));
    expect(second.headers["x-next-cursor"]).toBeUndefined();
  });

  it("limits a writer to 10 messages a minute with the rate-limit error shape", async () => {
    const [a, b] = await Promise.all([createUserFast(app, "Seller"), createUserFast(app)]);
    const deal = await openDeal(app, a, b);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => postMessage(app, b, deal, `message ${i}`)),
    );
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.json()).toMatchObject({ statusCode: 429, code: "RATE_LIMITED" });
    // The other side's budget is their own.
    expect((await postMessage(app, a, deal, "Slow down please")).statusCode).toBe(200);
  });

  it("flags messages asking for advance money, delivers them, and lists them to admins", async () => {
    const [a, b] = await Promise.all([createUserFast(app, "Seller"), createUserFast(app)]);
    const deal = await openDeal(app, a, b);
    const asked = await postMessage(app, a, deal, "বিকাশে ৫০০ টাকা অগ্রিম পাঠান");
    expect(asked.json()).toMatchObject({ acknowledged: true, flagged: true });
    const cash = await postMessage(app, b, deal, "I'll pay cash at the meetup");
    expect(cash.json()).toMatchObject({ flagged: false });
    const thread = (await readThread(app, b, deal)).json<DealMessage[]>();
    expect(thread.map((m) => m.flagged)).toEqual([true, false]);

    const list = await injectAs(app, admin, { method: "GET", url: "/api/admin/deal-messages" });
    expect(list.statusCode, list.body).toBe(200);
    const item = list.json<AdminDealMessage[]>().find((m) => m.dealId === deal);
    expect(item).toMatchObject({
      text: "বিকাশে ৫০০ টাকা অগ্রিম পাঠান",
      flagged: true,
      from: "seller",
      authorId: a.id,
      productName: "iPhone 13",
      reportCount: 0,
      reasons: [],
    });
  });
});

describe("reporting a message", () => {
  it("is for the deal's other side only, once", async () => {
    const [a, b] = await Promise.all([createUserFast(app, "Seller"), createUserFast(app)]);
    const deal = await openDeal(app, a, b);
    const posted = await postMessage(app, a, deal, "Come alone to the meetup");
    const id = posted.json<{ insertedId: string }>().insertedId;

    expectError(await report(undefined, id), "UNAUTHORIZED");
    expectError(await report(otherBuyer, id), "NOT_A_DEAL_SIDE");
    expectError(await report(admin, id), "NOT_A_DEAL_SIDE");
    expectError(await report(a, id), "FORBIDDEN");
    expectError(await report(b, UNKNOWN_ID), "MESSAGE_NOT_FOUND");
    expectError(await report(b, "nope"), "MESSAGE_NOT_FOUND");
    expectError(await report(b, id, { reason: "x".repeat(501) }), "VALIDATION_ERROR");

    const reported = await report(b, id, { reason: "Feels unsafe" });
    expect(reported.statusCode, reported.body).toBe(200);
    expectError(await report(b, id), "ALREADY_REPORTED");

    const list = await injectAs(app, admin, { method: "GET", url: "/api/admin/deal-messages" });
    expect(list.json<AdminDealMessage[]>().find((m) => m._id === id)).toMatchObject({
      flagged: false,
      reportCount: 1,
      reasons: ["Feels unsafe"],
    });
  });

  it("takes a report without a body", async () => {
    const [a, b] = await Promise.all([createUserFast(app, "Seller"), createUserFast(app)]);
    const deal = await openDeal(app, a, b);
    const id = (await postMessage(app, b, deal, "Hello")).json<{ insertedId: string }>().insertedId;
    const response = await injectAs(app, a, {
      method: "POST",
      url: `/api/messages/${id}/report`,
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe("moderating messages", () => {
  const moderate = (who: TestUser | undefined, id: string, action: unknown) =>
    injectAs(app, who, {
      method: "PATCH",
      url: `/api/admin/deal-messages/${id}`,
      payload: { action },
    });
  const listed = async () =>
    (await injectAs(app, admin, { method: "GET", url: "/api/admin/deal-messages" })).json<
      AdminDealMessage[]
    >();

  it("is for admins: hide shows the sides an empty hidden message, admins the text", async () => {
    const [a, b] = await Promise.all([createUserFast(app, "Seller"), createUserFast(app)]);
    const deal = await openDeal(app, a, b);
    const id = (await postMessage(app, a, deal, "Send advance on Nagad 01812345678")).json<{
      insertedId: string;
    }>().insertedId;

    expectError(await moderate(undefined, id, "hide"), "UNAUTHORIZED");
    for (const who of [a, b, otherSeller]) {
      expectError(await moderate(who, id, "hide"), "NOT_AN_ADMIN");
      expectError(
        await injectAs(app, who, { method: "GET", url: "/api/admin/deal-messages" }),
        "NOT_AN_ADMIN",
      );
    }
    expectError(await moderate(admin, id, "delete"), "VALIDATION_ERROR");
    expectError(await moderate(admin, UNKNOWN_ID, "hide"), "MESSAGE_NOT_FOUND");

    expect((await moderate(admin, id, "hide")).statusCode).toBe(200);
    const seen = (await readThread(app, b, deal)).json<DealMessage[]>();
    expect(seen[0]).toMatchObject({ hidden: true, text: "" });
    const moderated = (await readThread(app, admin, deal)).json<DealMessage[]>();
    expect(moderated[0]).toMatchObject({ hidden: true, text: "Send advance on Nagad 01812345678" });
    expect((await listed()).some((m) => m._id === id)).toBe(false);
  });

  it("clear turns the flag off and deletes the reports", async () => {
    const [a, b] = await Promise.all([createUserFast(app, "Seller"), createUserFast(app)]);
    const deal = await openDeal(app, a, b);
    const id = (await postMessage(app, a, deal, "bkash number?")).json<{ insertedId: string }>()
      .insertedId;
    expect((await report(b, id, { reason: "scam" })).statusCode).toBe(200);
    expect((await listed()).find((m) => m._id === id)).toMatchObject({ reportCount: 1 });
    expect((await moderate(admin, id, "clear")).statusCode).toBe(200);
    expect((await listed()).some((m) => m._id === id)).toBe(false);
    const thread = (await readThread(app, b, deal)).json<DealMessage[]>();
    expect(thread[0]).toMatchObject({ flagged: false, hidden: false, text: "bkash number?" });
    // Its reports are gone: the other side may report it again.
    expect((await report(b, id)).statusCode).toBe(200);
  });
});

describe("a new message's notification", () => {
  type Notice = { _id: string; kind: string; link: string; readAt: string | null };
  const inbox = async (who: TestUser) =>
    (await injectAs(app, who, { method: "GET", url: "/api/notifications" }))
      .json<Notice[]>()
      .filter((notice) => notice.kind === "deal-message");

  it("tells the other side once per conversation until they read it, with a link to the deal", async () => {
    const [a, b] = await Promise.all([
      createUserFast(app, "Seller", "Nila Shop"),
      createUserFast(app, "Buyer", "Tania"),
    ]);
    const deal = await openDeal(app, a, b);
    expect((await postMessage(app, b, deal, "Is it still there?")).statusCode).toBe(200);
    expect((await postMessage(app, b, deal, "Hello?")).statusCode).toBe(200);
    const first = await inbox(a);
    expect(first).toHaveLength(1);
    expect(first[0]!.link).toBe(`/dashboard/deals/${deal}`);
    expect(await inbox(b)).toHaveLength(0);

    const read = await injectAs(app, a, {
      method: "POST",
      url: `/api/notifications/${first[0]!._id}/read`,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((await postMessage(app, b, deal, "Still interested")).statusCode).toBe(200);
    expect(await inbox(a)).toHaveLength(2);
  });
});
