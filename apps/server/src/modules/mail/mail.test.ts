import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { simpleParser } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers";
import { startTestSmtpServer, type TestSmtpServer } from "../../../test/smtp";
import { renderEmail, type EmailContent } from "./mail.layout";
import { MAX_ATTEMPTS, markEmailFailed, type QueuedEmail } from "./mail.outbox";
import { queueEmail } from "./mail.service";
import { emailOutbox } from "./mail.tables";

const content: EmailContent = {
  subject: "আপনার ফোন বুক হয়েছে",
  greeting: "হ্যালো রহিম,",
  paragraphs: ["করিম আপনার iPhone 13 বুক করেছেন।", '<b>not bold</b> & "quoted"'],
  action: { label: "বুকিং দেখুন", url: "http://localhost:3000/dashboard?x=1&y=2" },
  note: "আপনি না চাইলে এই ইমেইল উপেক্ষা করুন।",
};
const bangla = renderEmail("rahim@example.com", "bn", content);
const queue = (db: FastifyInstance["db"], to = "rahim@example.com") =>
  queueEmail(db, to, "bn", content);

async function rowOf(app: FastifyInstance, id: string) {
  const [row] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!row) throw new Error("no outbox row");
  return row;
}

/** Seconds from now until the worker may try email `id` again. */
async function secondsToNextAttempt(app: FastifyInstance, id: string): Promise<number> {
  const [row] = await app.db
    .select({ wait: sql<number>`extract(epoch FROM ${emailOutbox.nextAttemptAt} - now())::float` })
    .from(emailOutbox)
    .where(eq(emailOutbox.id, id));
  if (!row) throw new Error("no outbox row");
  return row.wait;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe("the rendered email", () => {
  it("has the same words as text and as escaped HTML, in the recipient's language", () => {
    expect(bangla.text).toContain("হ্যালো রহিম,");
    expect(bangla.text).toContain("বুকিং দেখুন:\nhttp://localhost:3000/dashboard?x=1&y=2");
    expect(bangla.text).toContain("BecheDaw, বাংলাদেশের পুরোনো ফোনের বাজার");
    expect(bangla.html).toContain('<html lang="bn">');
    expect(bangla.html).toContain("&lt;b&gt;not bold&lt;/b&gt; &amp; &quot;quoted&quot;");
    expect(bangla.html).not.toContain("<b>");
    expect(bangla.html).toContain('href="http://localhost:3000/dashboard?x=1&amp;y=2"');
  });
});

describe("without SMTP_URL", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
    await app.ready();
  });
  afterAll(() => app.close());

  it("writes each email whole to DATA_DIR/outbox as an .eml file, once", async () => {
    const id = await queue(app.db);
    await waitUntil(async () => (await rowOf(app, id)).sentAt !== null);
    const file = path.join(app.config.dataDir, "outbox", `${id}.eml`);
    const mail = await simpleParser(fs.readFileSync(file));
    expect(mail.subject).toBe("আপনার ফোন বুক হয়েছে");
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("rahim@example.com");
    expect(mail.from?.value).toEqual([{ name: "BecheDaw", address: "no-reply@bechedaw.invalid" }]);
    expect(mail.messageId).toBe(`<${id}@bechedaw.invalid>`);
    expect(mail.text).toContain("করিম আপনার iPhone 13 বুক করেছেন।");
    expect(mail.html).toContain("বুকিং দেখুন");
    const row = await rowOf(app, id);
    expect(row.attempts).toBe(1);
    expect(fs.readdirSync(path.join(app.config.dataDir, "outbox"))).toEqual([`${id}.eml`]);
  });

  it("sends nothing that was queued in a transaction that rolled back", async () => {
    let queued = "";
    await app.db
      .transaction(async (tx) => {
        queued = await queue(tx);
        throw new Error("the booking failed");
      })
      .catch(() => undefined);
    const [row] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued));
    expect(row).toBeUndefined();
  });
});

describe("through SMTP", () => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    app = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: "BecheDaw <hello@bechedaw.com.bd>",
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  it("delivers the email with its text and HTML parts to the SMTP server", async () => {
    const email = { ...bangla, to: `smtp-${Date.now()}@example.com` };
    const id = await queue(app.db, email.to);
    const mail = await smtp.waitFor((m) => m.messageId === `<${id}@bechedaw.com.bd>`);
    expect(mail.subject).toBe(email.subject);
    expect(mail.from?.value).toEqual([{ name: "BecheDaw", address: "hello@bechedaw.com.bd" }]);
    expect(mail.text).toContain("বুকিং দেখুন:\nhttp://localhost:3000/dashboard?x=1&y=2");
    expect(mail.html).toContain('href="http://localhost:3000/dashboard?x=1&amp;y=2"');
    await waitUntil(async () => (await rowOf(app, id)).sentAt !== null);
    expect(fs.existsSync(path.join(app.config.dataDir, "outbox"))).toBe(false);
  });
});

describe("when the mail server refuses", () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it("retries later when the server cannot be reached, keeping the email and the reason", async () => {
    const smtp = await startTestSmtpServer();
    const url = smtp.url;
    await smtp.close(); // nothing listens on that port now
    const app = await createTestApp({ SMTP_URL: url, MAIL_RETRY_SECONDS: "600" });
    apps.push(app);
    await app.ready();
    const id = await queue(app.db);
    await waitUntil(async () => (await rowOf(app, id)).lastError !== null);
    const row = await rowOf(app, id);
    expect(row.sentAt).toBeNull();
    expect(row.failedAt).toBeNull();
    expect(row.attempts).toBe(1);
    const wait = await secondsToNextAttempt(app, id);
    expect(wait).toBeGreaterThan(500);
    expect(wait).toBeLessThanOrEqual(600);
  });

  it("gives up at once on a permanent refusal (5xx)", async () => {
    const smtp = await startTestSmtpServer({ refuseRecipients: true });
    const app = await createTestApp({ SMTP_URL: smtp.url });
    apps.push(app);
    await app.ready();
    const id = await queue(app.db);
    await waitUntil(async () => (await rowOf(app, id)).failedAt !== null);
    const row = await rowOf(app, id);
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain("550");
    await smtp.close();
  });

  it("backs off doubling each time, and gives up after the last attempt", async () => {
    const app = await createTestApp({ MAIL_RETRY_SECONDS: "60" });
    apps.push(app);
    // Not started (no ready()): the worker must not take the rows this test moves by hand.
    const id = await queue(app.db);
    const waits: number[] = [];
    for (const attempts of [1, 2, 3, 7, 8]) {
      const email: QueuedEmail = { ...bangla, id, attempts };
      expect(
        await markEmailFailed(app.db, email, "451 try later", {
          permanent: false,
          retrySeconds: 60,
        }),
      ).toBe("retry");
      waits.push(Math.round(await secondsToNextAttempt(app, id)));
    }
    expect(waits).toEqual([60, 120, 240, 3600, 3600]);
    const last: QueuedEmail = { ...bangla, id, attempts: MAX_ATTEMPTS };
    expect(
      await markEmailFailed(app.db, last, "451 try later", { permanent: false, retrySeconds: 60 }),
    ).toBe("failed");
    expect((await rowOf(app, id)).failedAt).not.toBeNull();
  });
});
