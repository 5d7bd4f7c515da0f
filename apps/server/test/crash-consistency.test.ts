import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { cardImageUrl, NEXT_CURSOR_HEADER } from "@bechedaw/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../src/db/client";
import { lockDataDir } from "../src/db/lock";
import { deleteOrphanImageFiles } from "../src/modules/images/images.service";
import { createLocalImageStorage } from "../src/modules/images/images.storage";
import { createPostgresDatabase, testJpeg, testPassport } from "./helpers";

// The real server process, written to from several clients at once, killed with SIGKILL at a
// random moment, and started again on the same data: every write it acknowledged (a 2xx) must
// still be there, and the data must hold together. CRASH_CYCLES=100 for a longer run;
// CRASH_SEED=<n> replays one (the seed is printed). With TEST_DATABASE_URL the server runs on a
// new PostgreSQL database instead of the embedded one.

const CYCLES = Number(process.env.CRASH_CYCLES ?? 20);
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const serverRoot = path.resolve(import.meta.dirname, "..");
const ADMIN = { email: "keeper@example.com", password: "keeper-password-1" };
const PASSWORD = "correct-horse-1";

/** mulberry32: a small seeded generator, so a failing run can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(SEED);

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

/** A free port in 3400–3499 (this suite's range), from a random start. */
async function freePort(): Promise<number> {
  const start = Math.floor(Math.random() * 100);
  for (let i = 0; i < 100; i++) {
    const port = 3400 + ((start + i) % 100);
    if (await canListen(port)) return port;
  }
  throw new Error("No free port in 3400–3499");
}

let dataDir: string;
let baseUrl: string;
let env: NodeJS.ProcessEnv;
let server: ChildProcess | undefined;
/** The server built as `npm start` runs it (plain node, no TypeScript loader: starts in ~1 s). */
let bundle: string;
let dropDatabase: (() => Promise<void>) | undefined;
/** On PostgreSQL, the test's own connection, to check the tables while the server runs. */
let postgresDb: DatabaseHandle | undefined;

async function isUp(): Promise<boolean> {
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function startServer() {
  const log = fs.openSync(path.join(dataDir, "server.log"), "a");
  const child = spawn(process.execPath, [bundle], {
    cwd: serverRoot,
    env,
    stdio: ["ignore", log, log],
  });
  fs.closeSync(log);
  server = child;
  const started = Date.now();
  while (!(await isUp())) {
    if (child.exitCode !== null || Date.now() - started > 60_000) {
      const tail = fs.readFileSync(path.join(dataDir, "server.log"), "utf8").slice(-3000);
      throw new Error(`The server did not start (seed ${SEED}):\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function killServer(signal: NodeJS.Signals = "SIGKILL") {
  const child = server;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill(signal);
  // A server that does not stop on SIGTERM within 15 s is killed all the same.
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
  server = undefined;
}

type Session = { email: string; cookie: string };

function request(method: string, url: string, who?: Session, body?: unknown) {
  const isForm = body instanceof FormData;
  return fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      origin: baseUrl,
      ...(who ? { cookie: who.cookie } : {}),
      ...(body !== undefined && !isForm ? { "content-type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
  });
}

async function signIn(email: string, password: string): Promise<Session> {
  const response = await request("POST", "/api/auth/sign-in/email", undefined, { email, password });
  expect(response.status, `sign-in of ${email} (seed ${SEED})`).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .join("; ");
  return { email, cookie };
}

async function signUp(email: string, role: "Buyer" | "Seller") {
  return request("POST", "/api/auth/sign-up/email", undefined, {
    name: "Crash Person",
    email,
    password: PASSWORD,
    role,
  });
}

/**
 * Confirms an address through the link in its email (docs/decisions/026), which the server
 * writes to DATA_DIR/outbox without SMTP_URL: a seller lists only from a confirmed address.
 */
async function confirmThroughOutbox(email: string) {
  const folder = path.join(dataDir, "outbox");
  const deadline = Date.now() + 15_000;
  for (;;) {
    const files = fs.existsSync(folder) ? fs.readdirSync(folder) : [];
    for (const file of files.filter((name) => name.endsWith(".eml"))) {
      // Quoted-printable: soft line breaks and "=3D" undone, so the link reads whole.
      const text = fs
        .readFileSync(path.join(folder, file), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=");
      const token = /\/verify-email\?token=([\w.-]+)/.exec(text)?.[1];
      if (!text.includes(email) || !token) continue;
      const confirmed = await request("POST", "/api/verify-email", undefined, { token });
      expect(confirmed.status, `confirming ${email}`).toBe(200);
      return;
    }
    if (Date.now() > deadline) throw new Error(`no verification email to ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What the server acknowledged, to look for after each restart. */
const acknowledged = {
  accounts: [] as string[],
  photos: [] as string[],
  products: [] as string[],
  bookings: [] as { id: string; buyer: Session }[],
};

const acknowledgedCount = () =>
  acknowledged.accounts.length +
  acknowledged.photos.length +
  acknowledged.products.length +
  acknowledged.bookings.length;

let admin: Session;
let seller: Session;
let buyers: Session[];
let photo: Buffer;
let counter = 0;
/** Accounts before this index have signed in after a restart already. */
let signedInUpTo = 0;
/** Photos before this index have been fetched over HTTP after a restart already. */
let fetchedUpTo = 0;

/** Runs one kind of write again and again until the server goes away. */
async function keepWriting(write: () => Promise<void>, stop: { now: boolean }) {
  while (!stop.now) {
    try {
      await write();
    } catch {
      // The server was killed mid-request: that write was never acknowledged.
      return;
    }
  }
}

const writers: Array<() => Promise<void>> = [
  async () => {
    counter += 1;
    const email = `crash-${SEED}-${counter}@example.com`;
    if ((await signUp(email, "Buyer")).ok) acknowledged.accounts.push(email);
  },
  async () => {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "p.jpg");
    const uploaded = await request("POST", "/api/images", seller, form);
    if (!uploaded.ok) return;
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    acknowledged.photos.push(url);
    const created = await request("POST", "/api/products", seller, {
      name: "Galaxy S21",
      img: url,
      brand: "Samsung",
      passport: testPassport(),
      description: {
        resalePrice: 30000,
        originalPrice: 70000,
        yearsOfUse: "8 months",
        location: "Dhaka",
      },
    });
    if (created.ok) {
      acknowledged.products.push(((await created.json()) as { insertedId: string }).insertedId);
    }
  },
  ...[0, 1, 2].map((b) => async () => {
    const buyer = buyers[b]!;
    const booked = new Set(acknowledged.bookings.filter((x) => x.buyer === buyer).map((x) => x.id));
    const productId = acknowledged.products[Math.floor(next() * acknowledged.products.length)];
    if (!productId) return void (await new Promise((resolve) => setTimeout(resolve, 20)));
    const response = await request("POST", "/api/bookedproducts", buyer, {
      productId,
      userLocation: "Dhaka",
      userPhone: "01712345678",
    });
    if (response.ok) {
      const { insertedId } = (await response.json()) as { insertedId: string };
      if (!booked.has(insertedId)) acknowledged.bookings.push({ id: insertedId, buyer });
    }
  }),
];

async function pages<T>(url: string, who: Session): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | null = null;
  do {
    const response = await request("GET", cursor ? `${url}&cursor=${cursor}` : url, who);
    expect(response.status).toBe(200);
    all.push(...((await response.json()) as T[]));
    cursor = response.headers.get(NEXT_CURSOR_HEADER);
  } while (cursor);
  return all;
}

const imageFolder = () => path.join(dataDir, "images");

/** A stored photo file is whole: a WebP whose RIFF header counts exactly its bytes. */
function expectWholeWebp(file: string, where: string) {
  const full = path.join(imageFolder(), file);
  expect(fs.existsSync(full), `${file} is on disk (${where})`).toBe(true);
  const bytes = fs.readFileSync(full);
  expect(bytes.subarray(0, 4).toString("latin1"), `${file} (${where})`).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("latin1"), `${file} (${where})`).toBe("WEBP");
  expect(bytes.readUInt32LE(4) + 8, `${file} is whole (${where})`).toBe(bytes.length);
}

const fileOf = (url: string) => url.slice("/images/".length);

/** The rows a query returns, on PGlite or PostgreSQL. */
async function rows<T>(handle: DatabaseHandle, query: string): Promise<T[]> {
  const result: unknown = await handle.db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
}

/**
 * The invariants the tables must hold, read with SQL: nothing refers to a row that is gone,
 * every account can sign in (a user row has its password row), a sold booking's phone is sold,
 * and every photo row has both its files, whole. Returns the photo files no row names (left by
 * a kill between writing a photo's files and its row) for the caller to judge.
 */
async function checkTables(handle: DatabaseHandle, where: string): Promise<string[]> {
  const count = async (query: string) => Number((await rows<{ n: unknown }>(handle, query))[0]?.n);
  const broken = {
    productWithoutImage:
      "SELECT count(*) AS n FROM products p LEFT JOIN images i ON i.id = p.image_id WHERE i.id IS NULL",
    productWithoutSeller:
      'SELECT count(*) AS n FROM products p LEFT JOIN "user" u ON u.id = p.seller_id WHERE u.id IS NULL',
    bookingWithoutProduct:
      "SELECT count(*) AS n FROM bookings b LEFT JOIN products p ON p.id = b.product_id WHERE p.id IS NULL",
    bookingWithoutBuyer:
      'SELECT count(*) AS n FROM bookings b LEFT JOIN "user" u ON u.id = b.buyer_id WHERE u.id IS NULL',
    soldBookingOfUnsoldPhone:
      "SELECT count(*) AS n FROM bookings b JOIN products p ON p.id = b.product_id " +
      "WHERE b.status = 'sold' AND p.status <> 'sold'",
    imageWithoutOwner:
      'SELECT count(*) AS n FROM images i LEFT JOIN "user" u ON u.id = i.owner_id WHERE u.id IS NULL',
    userWithoutPassword:
      'SELECT count(*) AS n FROM "user" u WHERE NOT EXISTS ' +
      "(SELECT 1 FROM account a WHERE a.user_id = u.id AND a.password IS NOT NULL)",
    duplicateEmail: 'SELECT count(*) - count(DISTINCT lower(email)) AS n FROM "user"',
  };
  for (const [name, query] of Object.entries(broken)) {
    expect(await count(query), `${name} (${where})`).toBe(0);
  }
  // The lists' version (row 1) and the sitemap's (row 2), no more.
  expect(await count("SELECT count(*) AS n FROM list_version"), where).toBe(2);

  const names = await rows<{ name: string }>(handle, "SELECT name FROM images");
  const named = new Set<string>();
  for (const { name } of names) {
    for (const file of [`${name}.webp`, `${name}-card.webp`]) {
      expectWholeWebp(file, where);
      named.add(file);
    }
  }
  const onDisk = fs.existsSync(imageFolder()) ? fs.readdirSync(imageFolder()) : [];
  return onDisk.filter((file) => !named.has(file));
}

/** Every acknowledged write is there, and everything listed points at things that exist. */
async function checkEverything(cycle: number) {
  const where = `cycle ${cycle}, seed ${SEED}`;
  // Accounts acknowledged since the last check sign in with their password (and one older one).
  const toSignIn = acknowledged.accounts.slice(signedInUpTo);
  const older = acknowledged.accounts[Math.floor(next() * signedInUpTo)];
  if (older) toSignIn.push(older);
  for (const email of toSignIn) await signIn(email, PASSWORD);
  signedInUpTo = acknowledged.accounts.length;

  const buyerEmails = new Set(
    (
      (await (await request("GET", "/api/users/allbuyers", admin)).json()) as { email: string }[]
    ).map((b) => b.email),
  );
  for (const email of acknowledged.accounts) expect(buyerEmails.has(email), where).toBe(true);

  const listed = await pages<{ _id: string; img: string }>(
    `/api/myproducts?email=${encodeURIComponent(seller.email)}`,
    seller,
  );
  const listedIds = new Set(listed.map((product) => product._id));
  for (const id of acknowledged.products) expect(listedIds.has(id), where).toBe(true);
  expect(listedIds.size, where).toBe(listed.length);

  // Every acknowledged or listed photo has both sizes on disk, whole; the new ones are served.
  const photoUrls = new Set([...acknowledged.photos, ...listed.map((product) => product.img)]);
  for (const url of photoUrls) {
    expectWholeWebp(fileOf(url), where);
    expectWholeWebp(fileOf(cardImageUrl(url)), where);
  }
  for (const url of acknowledged.photos.slice(fetchedUpTo)) {
    for (const file of [url, cardImageUrl(url)]) {
      const response = await fetch(`${baseUrl}${file}`);
      await response.arrayBuffer();
      expect(response.status, `${file} (${where})`).toBe(200);
      expect(response.headers.get("content-type"), `${file} (${where})`).toBe("image/webp");
    }
  }
  fetchedUpTo = acknowledged.photos.length;

  for (const buyer of buyers) {
    const orders = await pages<{ _id: string; productId: string }>(
      `/api/myorders?email=${encodeURIComponent(buyer.email)}`,
      buyer,
    );
    const orderIds = new Set(orders.map((order) => order._id));
    for (const booking of acknowledged.bookings.filter((b) => b.buyer === buyer)) {
      expect(orderIds.has(booking.id), where).toBe(true);
    }
    for (const order of orders) expect(listedIds.has(order.productId), where).toBe(true);
  }
  if (postgresDb) orphanFiles.push(...(await checkTables(postgresDb, where)));
}

/** Photo files without a row, seen by `checkTables` (a kill mid-upload can leave them). */
const orphanFiles: string[] = [];
const timings = { start: 0, write: 0, check: 0 };

/**
 * The clean-up of a day later removes every file a kill left without a row, and no file of a
 * photo that has one (checkTables finds both sizes of every photo row again).
 */
async function expectOrphansSwept(handle: DatabaseHandle) {
  const where = `clean-up after the run, seed ${SEED}`;
  const dayLater = new Date(Date.now() + 25 * 60 * 60 * 1000);
  await deleteOrphanImageFiles(handle.db, createLocalImageStorage(imageFolder()), dayLater);
  expect(await checkTables(handle, where), where).toEqual([]);
}

beforeAll(async () => {
  console.log(`crash consistency: ${CYCLES} cycles, CRASH_SEED=${SEED}`);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-crash-"));
  // Beside dist/main.mjs, so that its external packages resolve from the server's node_modules.
  bundle = path.join(serverRoot, "dist", `crash-test-${process.pid}.mjs`);
  execFileSync(process.execPath, ["build.mjs", "--outfile", bundle], { cwd: serverRoot });
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await createPostgresDatabase(adminUrl) : undefined;
  dropDatabase = postgres?.drop;
  if (postgres) postgresDb = await openDatabase({ databaseUrl: postgres.url });
  env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    AUTH_RATE_LIMIT: "100000",
    WRITE_RATE_LIMIT: "1000000",
    UPLOAD_RATE_LIMIT: "1000000",
  };
  delete env.DATABASE_URL;
  if (postgres) env.DATABASE_URL = postgres.url;
  photo = await testJpeg(320, 240);
  await startServer();
  admin = await signIn(ADMIN.email, ADMIN.password);
  const sellerEmail = `crash-seller-${SEED}@example.com`;
  expect((await signUp(sellerEmail, "Seller")).status).toBe(200);
  await confirmThroughOutbox(sellerEmail);
  seller = await signIn(sellerEmail, PASSWORD);
  buyers = [];
  for (const i of [1, 2, 3]) {
    const email = `crash-buyer-${SEED}-${i}@example.com`;
    expect((await signUp(email, "Buyer")).status).toBe(200);
    buyers.push(await signIn(email, PASSWORD));
  }
}, 120_000);

afterAll(async () => {
  await killServer("SIGTERM").catch(() => undefined);
  await postgresDb?.close();
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(bundle, { force: true });
});

describe("crash consistency", () => {
  it(
    `keeps every acknowledged write through ${CYCLES} SIGKILLs`,
    async () => {
      for (let cycle = 1; cycle <= CYCLES; cycle++) {
        let mark = Date.now();
        if (!server) await startServer();
        timings.start += Date.now() - mark;
        mark = Date.now();
        const stop = { now: false };
        const writing = Promise.all(writers.map((write) => keepWriting(write, stop)));
        // Killed at a random moment once this cycle has had a write acknowledged (and the run
        // one of every kind), so every cycle kills a server in the middle of writing.
        // Sign-up hashes a password at production cost (seconds on a busy machine), so every
        // fourth cycle also waits for one of its own: accounts are killed mid-write too.
        const before = acknowledgedCount();
        const accountsBefore = acknowledged.accounts.length;
        const wantsAccount = cycle % 4 === 0;
        const started = Date.now();
        while (Date.now() - started < 60_000) {
          const seenEveryKind =
            acknowledged.accounts.length > 0 &&
            acknowledged.products.length > 0 &&
            acknowledged.bookings.length > 0;
          const hasAccount = !wantsAccount || acknowledged.accounts.length > accountsBefore;
          if (acknowledgedCount() > before && seenEveryKind && hasAccount) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await new Promise((resolve) => setTimeout(resolve, next() * 1000));
        await killServer("SIGKILL");
        stop.now = true;
        await writing;
        timings.write += Date.now() - mark;
        mark = Date.now();
        await startServer();
        timings.start += Date.now() - mark;
        mark = Date.now();
        await checkEverything(cycle);
        timings.check += Date.now() - mark;
      }
      // Last, the tables as the killed server left them, read directly: PGlite's folder opened
      // by this process (once the data-folder lock is free), or the PostgreSQL database.
      await killServer("SIGKILL");
      if (postgresDb) {
        orphanFiles.push(...(await checkTables(postgresDb, `after the run, seed ${SEED}`)));
        await expectOrphansSwept(postgresDb);
      } else {
        const unlock = await lockDataDir(dataDir);
        const handle = await openDatabase({ dataDir });
        try {
          orphanFiles.push(...(await checkTables(handle, `after the run, seed ${SEED}`)));
          await expectOrphansSwept(handle);
        } finally {
          await handle.close();
          await unlock();
        }
      }
      console.log(
        `acknowledged: ${acknowledged.accounts.length} accounts, ${acknowledged.photos.length} photos, ` +
          `${acknowledged.products.length} phones, ${acknowledged.bookings.length} bookings; ` +
          `photo files without a row: ${new Set(orphanFiles).size}; seconds starting ` +
          `${timings.start / 1000}, writing ${timings.write / 1000}, checking ${timings.check / 1000}`,
      );
      // The run wrote something of every kind, so the checks above had something to find.
      expect(acknowledged.accounts.length).toBeGreaterThan(0);
      expect(acknowledged.products.length).toBeGreaterThan(0);
      expect(acknowledged.bookings.length).toBeGreaterThan(0);
    },
    15 * 60_000,
  );
});
