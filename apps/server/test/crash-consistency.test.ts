import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { NEXT_CURSOR_HEADER } from "@bechedaw/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase, testJpeg } from "./helpers";

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let dataDir: string;
let baseUrl: string;
let env: NodeJS.ProcessEnv;
let server: ChildProcess | undefined;
/** The server built as `npm start` runs it (plain node, no TypeScript loader: starts in ~1 s). */
let bundle: string;
let dropDatabase: (() => Promise<void>) | undefined;

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
  await exited;
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

/** Every acknowledged write is there, and everything listed points at things that exist. */
async function checkEverything(cycle: number) {
  const where = `cycle ${cycle}, seed ${SEED}`;
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

  const photoUrls = new Set([...acknowledged.photos, ...listed.map((product) => product.img)]);
  for (const url of photoUrls) {
    const response = await fetch(`${baseUrl}${url}`);
    await response.arrayBuffer();
    expect(response.status, `${url} (${where})`).toBe(200);
  }

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
  await dropDatabase?.();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(bundle, { force: true });
});

describe("crash consistency", () => {
  it(
    `keeps every acknowledged write through ${CYCLES} SIGKILLs`,
    async () => {
      for (let cycle = 1; cycle <= CYCLES; cycle++) {
        if (!server) await startServer();
        const stop = { now: false };
        const writing = Promise.all(writers.map((write) => keepWriting(write, stop)));
        // Killed at a random moment once this cycle has had a write acknowledged (and the run
        // one of every kind), so every cycle kills a server in the middle of writing.
        const before = acknowledgedCount();
        const started = Date.now();
        while (Date.now() - started < 60_000) {
          const seenEveryKind =
            acknowledged.accounts.length > 0 &&
            acknowledged.products.length > 0 &&
            acknowledged.bookings.length > 0;
          if (acknowledgedCount() > before && seenEveryKind) break;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        await new Promise((resolve) => setTimeout(resolve, next() * 1000));
        await killServer("SIGKILL");
        stop.now = true;
        await writing;
        await startServer();
        await checkEverything(cycle);
      }
      console.log(
        `acknowledged: ${acknowledged.accounts.length} accounts, ${acknowledged.photos.length} photos, ` +
          `${acknowledged.products.length} phones, ${acknowledged.bookings.length} bookings`,
      );
      // The run wrote something of every kind, so the checks above had something to find.
      expect(acknowledged.accounts.length).toBeGreaterThan(0);
      expect(acknowledged.products.length).toBeGreaterThan(0);
      expect(acknowledged.bookings.length).toBeGreaterThan(0);
    },
    15 * 60_000,
  );
});
