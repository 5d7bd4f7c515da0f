import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "./helpers";
import { startTestSmtpServer, type TestSmtpServer } from "./smtp";

// The email outbox survives a crash (docs/decisions/025-email-outbox.md): the real server
// process queues an email, is killed with SIGKILL before its mail server ever accepted it, and
// started again on the same data; the email then arrives, once. With TEST_DATABASE_URL the server
// runs on a new PostgreSQL database instead of the embedded one.

const serverRoot = path.resolve(import.meta.dirname, "..");
/** Seconds before an email taken by a worker that died may be taken again (and the back-off). */
const RETRY_SECONDS = 2;
const METRICS_TOKEN = "outbox-crash-test-metrics";

let dataDir: string;
let bundle: string;
let baseUrl: string;
let port: number;
let databaseUrl = "";
let dropDatabase: (() => Promise<void>) | undefined;
let server: ChildProcess | undefined;
let stalled: TestSmtpServer;
let working: TestSmtpServer;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port: found } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(found));
    });
  });
}

async function isUp(): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts the built server (as `npm start` runs it) sending its emails to `smtpUrl`. */
async function startServer(smtpUrl: string) {
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  const child = spawn(process.execPath, [bundle], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "info",
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: "false",
      SMTP_URL: smtpUrl,
      MAIL_RETRY_SECONDS: String(RETRY_SECONDS),
      METRICS_TOKEN,
    },
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  server = child;
  const started = Date.now();
  while (!(await isUp())) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      const tail = fs.readFileSync(path.join(dataDir, "server.log"), "utf8").slice(-3000);
      throw new Error(`The server did not start:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function killServer(signal: NodeJS.Signals) {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  await exited;
  server = undefined;
}

/** Waits until the server's metrics count no email waiting in the outbox. */
async function waitForEmptyOutbox() {
  const started = Date.now();
  for (;;) {
    const response = await fetch(`${baseUrl}/api/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    const text = await response.text();
    expect(response.status, text).toBe(200);
    if (/^bechedaw_email_outbox_waiting 0$/m.test(text)) return;
    if (Date.now() - started > 30_000) throw new Error(`The outbox never emptied:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sentTo = (smtp: TestSmtpServer, email: string) =>
  smtp.messages.filter((mail) => mail.to && "text" in mail.to && mail.to.text === email);

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-outbox-crash-"));
  // Beside dist/main.mjs, so that its external packages resolve from the server's node_modules.
  bundle = path.join(serverRoot, "dist", `outbox-crash-test-${process.pid}.mjs`);
  execFileSync(process.execPath, ["build.mjs", "--outfile", bundle], { cwd: serverRoot });
  port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const postgres = await createPostgresDatabase(adminUrl);
    databaseUrl = postgres.url;
    dropDatabase = postgres.drop;
  }
  stalled = await startTestSmtpServer({ stall: true });
  working = await startTestSmtpServer();
}, 120_000);

afterAll(async () => {
  await killServer("SIGKILL");
  await Promise.all([stalled?.close(), working?.close()]);
  await dropDatabase?.();
  fs.rmSync(bundle, { force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the email outbox and a SIGKILL", () => {
  it("sends an email queued before the crash once the server is back, exactly once", async () => {
    // A mail server that takes the connection but never accepts a message: the email is
    // queued and being tried, never sent, when the server dies.
    await startServer(stalled.url);
    const email = `crash-${Date.now()}@example.com`;
    const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/json" },
      body: JSON.stringify({ name: "Crash Mail", email, password: "correct-horse-1" }),
    });
    expect(signUp.status, await signUp.text()).toBe(200);
    // The worker has sent the email and waits for the stalled server's answer, which never comes.
    await stalled.dataStarted;
    await killServer("SIGKILL");
    expect(sentTo(stalled, email)).toEqual([]);

    await startServer(working.url);
    const mail = await working.waitFor(
      (received) =>
        received.to !== undefined && "text" in received.to && received.to.text === email,
      30_000,
    );
    expect(mail.text).toContain("/verify-email?token=");
    // Once the outbox has nothing waiting, the email is marked sent and no worker takes it again.
    await waitForEmptyOutbox();
    expect(sentTo(working, email)).toHaveLength(1);
  }, 90_000);
});
