// The deployment of docs/deploy.md on one machine: Debian's nginx (the documented site, TLS) in
// front of two app servers (the release bundle) on one PostgreSQL, one S3-compatible store
// (s3rver) and Redis. Needs TEST_DATABASE_URL and nginx; `.ci/run` provides both.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AppServer,
  type Answer,
  buildRelease,
  findProgram,
  freePort,
  type Nginx,
  request,
  startAppServer,
  startNginx,
  startRedis,
  startS3,
} from "./stack";
import { createFreshDatabase } from "../bench/postgres";

const adminUrl = process.env.TEST_DATABASE_URL;
const isReady = Boolean(adminUrl && findProgram("nginx"));
if (!isReady && process.env.CI) {
  throw new Error("CI must run the deployment test: set TEST_DATABASE_URL and install nginx");
}

const SIGN_IN_LIMIT = 5;
const PASSWORD = "correct-horse-1";

let database: Awaited<ReturnType<typeof createFreshDatabase>>;
let s3: Awaited<ReturnType<typeof startS3>>;
let redis: Awaited<ReturnType<typeof startRedis>>;
let nginx: Nginx;
let appEnv: Record<string, string>;
const servers: AppServer[] = [];
let sql: pg.Client;

let clientCounter = 0;
/** A client address of its own, as nginx names it (the servers trust one proxy hop). */
function newClient(): string {
  clientCounter += 1;
  return `10.20.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`;
}

type Person = { email: string; cookie: string; client: string };

function cookiesOf(answer: Answer): string {
  const setCookie = answer.headers["set-cookie"] ?? [];
  return setCookie.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** A call to one server (or to nginx), as a browser on the site's page makes it. */
function call(
  base: string,
  path: string,
  options: { method?: string; person?: Person; client?: string; json?: unknown } = {},
) {
  const headers: Record<string, string> = { origin: nginx.url };
  const client = options.person?.client ?? options.client;
  if (client && !base.startsWith("https:")) headers["x-forwarded-for"] = client;
  if (options.person) headers.cookie = options.person.cookie;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  return request(`${base}${path}`, {
    method: options.method ?? (options.json === undefined ? "GET" : "POST"),
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    ca: nginx.ca,
  });
}

async function signUp(base: string, role: "Seller" | "Buyer"): Promise<Person> {
  const email = `${role.toLowerCase()}-${randomBytes(4).toString("hex")}@example.com`;
  const client = newClient();
  const answer = await call(base, "/api/auth/sign-up/email", {
    client,
    json: { name: `Test ${role}`, email, password: PASSWORD, role },
  });
  expect(answer.status, answer.body.toString()).toBe(200);
  return { email, cookie: cookiesOf(await signIn(base, email, client)), client };
}

async function signIn(base: string, email: string, client: string): Promise<Answer> {
  const answer = await call(base, "/api/auth/sign-in/email", {
    client,
    json: { email, password: PASSWORD },
  });
  expect(answer.status, answer.body.toString()).toBe(200);
  return answer;
}

/** Confirms the address as its emailed link would (the email flow has tests of its own). */
async function confirmEmail(person: Person) {
  await sql.query(`UPDATE "user" SET email_verified = true WHERE email = $1`, [person.email]);
}

let photoCounter = 0;
/** A photo upload as a browser sends it: the multipart body and its headers. */
async function photoUpload(base: string, person: Person) {
  photoCounter += 1;
  const jpeg = await sharp({
    create: {
      width: 320,
      height: 240,
      channels: 3,
      background: { r: (photoCounter * 37) % 256, g: (photoCounter * 91) % 256, b: 120 },
    },
  })
    .jpeg()
    .toBuffer();
  const boundary = `----bechedaw${randomBytes(8).toString("hex")}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="phone.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = {
    origin: nginx.url,
    cookie: person.cookie,
    "content-type": `multipart/form-data; boundary=${boundary}`,
  };
  if (!base.startsWith("https:")) headers["x-forwarded-for"] = person.client;
  return { headers, body };
}

async function upload(base: string, person: Person): Promise<string> {
  const { headers, body } = await photoUpload(base, person);
  const answer = await request(`${base}/api/images`, {
    method: "POST",
    headers,
    body,
    ca: nginx.ca,
  });
  expect(answer.status, answer.body.toString()).toBe(200);
  return answer.json<{ data: { url: string } }>().data.url;
}

/**
 * Sends the first half of an upload, runs `meanwhile`, then the rest: a request the server has
 * begun (in flight) when `meanwhile` runs. Answers its status and body.
 */
async function uploadAround(base: string, person: Person, meanwhile: () => Promise<void>) {
  const { headers, body } = await photoUpload(base, person);
  const half = Math.floor(body.length / 2);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const call = http.request(
      `${base}/api/images`,
      { method: "POST", headers: { ...headers, "content-length": String(body.length) } },
      (response) => {
        let text = "";
        response.on("data", (chunk: Buffer) => (text += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    call.on("error", reject);
    call.write(body.subarray(0, half));
    void new Promise((wait) => setTimeout(wait, 300))
      .then(meanwhile)
      .then(() => call.end(body.subarray(half)), reject);
  });
}

let imeiSerial = 0;
function newImei(): string {
  imeiSerial += 1;
  const body = `35${String(Date.now() % 1e6).padStart(6, "0")}${String(imeiSerial).padStart(6, "0")}`;
  const luhn = (digits: string) =>
    [...digits].reverse().reduce((sum, digit, index) => {
      const doubled = index % 2 === 1 ? Number(digit) * 2 : Number(digit);
      return sum + (doubled > 9 ? doubled - 9 : doubled);
    }, 0) %
      10 ===
    0;
  return body + [..."0123456789"].find((digit) => luhn(body + digit))!;
}

function listing(img: string) {
  return {
    name: "Galaxy S21",
    img,
    brand: "Samsung",
    passport: {
      imei: newImei(),
      official: true,
      batteryHealth: 88,
      hasBox: true,
      hasCharger: false,
      hasReceipt: false,
      warrantyMonths: 0,
    },
    description: {
      resalePrice: 38000,
      originalPrice: 80000,
      yearsOfUse: "6 months",
      location: "Dhaka",
    },
  };
}

async function createListing(base: string, seller: Person): Promise<Answer> {
  const img = await upload(base, seller);
  return call(base, "/api/products", { person: seller, json: listing(img) });
}

describe.runIf(isReady)("several app servers behind nginx (docs/deploy.md)", () => {
  const [a, b] = [() => servers[0]!.url, () => servers[1]!.url];

  beforeAll(async () => {
    buildRelease();
    database = await createFreshDatabase(adminUrl!, "bechedaw_deploy");
    sql = new pg.Client({ connectionString: database.url });
    s3 = await startS3(`bechedaw-${randomBytes(4).toString("hex")}`);
    redis = await startRedis();
    if (!redis && process.env.CI) throw new Error("CI must have redis-server");
    const ports = [await freePort(), await freePort()];
    nginx = await startNginx(ports.map((port) => `127.0.0.1:${port}`));
    appEnv = {
      DATABASE_URL: database.url,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      BASE_URL: nginx.url,
      TRUST_PROXY: "1",
      AUTH_RATE_LIMIT: String(SIGN_IN_LIMIT),
      UPLOAD_RATE_LIMIT: "100000",
      WRITE_RATE_LIMIT: "100000",
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      ...s3.env,
      ...(redis ? { REDIS_URL: redis.url } : {}),
    };
    // Both at once: migrations run once under the advisory lock.
    servers.push(...(await Promise.all(ports.map((port) => startAppServer(appEnv, port)))));
    await sql.connect();
  }, 300_000);

  afterAll(async () => {
    await sql?.end();
    await Promise.all(servers.map((server) => server.stop()));
    await nginx?.stop();
    await redis?.stop();
    await s3?.close();
    await database?.drop();
  }, 60_000);

  it("answers through nginx over TLS, with Secure session cookies and the request id", async () => {
    const plain = await request(`${nginx.httpUrl}/`);
    expect(plain.status).toBe(301);
    expect(plain.headers.location).toMatch(/^https:/);

    const ready = await call(nginx.url, "/api/ready");
    expect(ready.status).toBe(200);
    const requestId = ready.headers["x-request-id"];
    expect(requestId).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, kept by the server
    // The server that answered wrote JSON log lines naming it.
    const logLines = servers
      .flatMap((server) => fs.readFileSync(server.logFile, "utf8").split("\n"))
      .filter((line) => line.includes(String(requestId)));
    expect(logLines.length).toBeGreaterThan(0);
    expect(JSON.parse(logLines[0]!)).toMatchObject({ reqId: requestId });

    const client = newClient();
    const email = `tls-${randomBytes(4).toString("hex")}@example.com`;
    const answer = await call(nginx.url, "/api/auth/sign-up/email", {
      client,
      json: { name: "Over TLS", email, password: PASSWORD, role: "Buyer" },
    });
    expect(answer.status, answer.body.toString()).toBe(200);
    const signedIn = await signIn(nginx.url, email, client);
    const session = (signedIn.headers["set-cookie"] ?? []).find((c) => c.includes("session_token"));
    expect(session).toMatch(/^__Secure-bechedaw\.session_token=/);
    expect(session).toMatch(/; Secure/i);
    const person = { email, cookie: cookiesOf(signedIn), client };
    const account = await call(nginx.url, "/api/account", { person });
    expect(account.status).toBe(200);
  });

  it("keeps a session made on one server working on the other", async () => {
    const seller = await signUp(a(), "Seller");
    const onA = await call(a(), "/api/account", { person: seller });
    const onB = await call(b(), "/api/account", { person: seller });
    expect(onA.status).toBe(200);
    expect(onB.status).toBe(200);
    expect(onB.json()).toEqual(onA.json());

    const signOut = await call(b(), "/api/auth/sign-out", { person: seller, json: {} });
    expect(signOut.status).toBe(200);
    expect((await call(a(), "/api/account", { person: seller })).status).toBe(401);
  });

  it("reads a photo uploaded through one server through the other, and through nginx", async () => {
    const seller = await signUp(a(), "Seller");
    const url = await upload(a(), seller);
    const fromA = await request(`${a()}${url}`);
    const fromB = await request(`${b()}${url}`);
    const viaNginx = await request(`${nginx.url}${url}`, { ca: nginx.ca });
    for (const answer of [fromA, fromB, viaNginx]) {
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("image/webp");
      expect(answer.headers["x-content-type-options"]).toBe("nosniff");
      expect(answer.headers["cache-control"]).toContain("immutable");
    }
    expect(fromB.body.equals(fromA.body)).toBe(true);
    expect(viaNginx.body.equals(fromA.body)).toBe(true);
  });

  it("counts sign-in attempts from one client on both servers against one limit", async () => {
    const buyer = await signUp(a(), "Buyer");
    const attacker = newClient();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < SIGN_IN_LIMIT + 2; attempt += 1) {
      const server = attempt % 2 === 0 ? a() : b();
      const answer = await call(server, "/api/auth/sign-in/email", {
        client: attacker,
        json: { email: buyer.email, password: "wrong-password-1" },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, SIGN_IN_LIMIT)).toEqual(Array(SIGN_IN_LIMIT).fill(401));
    expect(statuses.slice(SIGN_IN_LIMIT)).toEqual([429, 429]);
    // Another client is not held back by it, on either server.
    const other = await call(b(), "/api/auth/sign-in/email", {
      client: newClient(),
      json: { email: buyer.email, password: PASSWORD },
    });
    expect(other.status).toBe(200);
  });

  it("shows a phone advertised on one server at once in the other's list", async () => {
    const seller = await signUp(a(), "Seller");
    await confirmEmail(seller);
    // Both servers have the list cached before the change.
    for (const server of [a(), b()]) {
      expect((await call(server, "/api/advertisedProducts")).status).toBe(200);
      expect((await call(server, "/api/advertisedProducts")).status).toBe(200);
    }
    const created = await createListing(a(), seller);
    expect(created.status, created.body.toString()).toBe(200);
    const id = created.json<{ insertedId: string }>().insertedId;
    const advertised = await call(a(), `/api/products/${id}`, { method: "PATCH", person: seller });
    expect(advertised.status, advertised.body.toString()).toBe(200);

    const list = await call(b(), "/api/advertisedProducts");
    expect(list.status).toBe(200);
    expect(list.json<{ _id: string }[]>().map((phone) => phone._id)).toContain(id);
  });

  it("finishes a request in flight when a server is stopped, while nginx sends the rest on", async () => {
    const seller = await signUp(a(), "Seller");
    const stopping = servers[1]!;
    let stopped: Promise<void> | undefined;
    const listStatuses: number[] = [];
    try {
      const inFlight = await uploadAround(stopping.url, seller, async () => {
        stopped = stopping.stop("SIGTERM");
        await new Promise((wait) => setTimeout(wait, 300));
        // Meanwhile every request through nginx is answered, by the server still up.
        for (let index = 0; index < 10; index += 1) {
          listStatuses.push((await call(nginx.url, "/api/advertisedProducts")).status);
        }
      });
      expect(inFlight.status, inFlight.body).toBe(200);
      expect(listStatuses).toEqual(Array(10).fill(200));
      await stopped;
      expect(stopping.child.exitCode).toBe(0);
      const { data } = JSON.parse(inFlight.body) as { data: { url: string } };
      expect((await request(`${a()}${data.url}`)).status).toBe(200);
    } finally {
      await stopped;
      // Back for the next test, on its port in nginx's list.
      servers[1] = await startAppServer(appEnv, stopping.port);
    }
  }, 120_000);

  it("loses no acknowledged write when one server is killed mid-traffic", async () => {
    // A seller per client, each well within the 200 photos a day a seller may upload.
    const sellers = await Promise.all([1, 2, 3, 4].map(() => signUp(b(), "Seller")));
    await Promise.all(sellers.map(confirmEmail));
    const acknowledged: string[] = [];
    const refused: string[] = [];
    let isRunning = true;
    let afterKill = 0;
    let isKilled = false;
    const worker = async (seller: Person) => {
      while (isRunning) {
        try {
          const answer = await createListing(nginx.url, seller);
          if (answer.status === 200) {
            acknowledged.push(answer.json<{ insertedId: string }>().insertedId);
            if (isKilled) afterKill += 1;
          } else {
            refused.push(`listing ${answer.status}`);
          }
        } catch (error) {
          // The photo upload was refused (its answer is in the message), or nginx did not answer.
          refused.push(String(error).slice(0, 80));
        }
      }
    };
    const workers = sellers.map(worker);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await servers[0]!.stop("SIGKILL");
    isKilled = true;
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    isRunning = false;
    await Promise.allSettled(workers);

    console.log(
      `writes acknowledged ${acknowledged.length} (${afterKill} after the kill), ` +
        `not acknowledged ${refused.length}: ${[...new Set(refused)].join(" | ")}`,
    );
    expect(acknowledged.length).toBeGreaterThan(4);
    expect(afterKill).toBeGreaterThan(0);
    // Only what was in flight on the killed server failed (a request each client had open).
    expect(refused.length).toBeLessThanOrEqual(sellers.length * 2);
    // Every acknowledged phone is there, read through the server still standing.
    const { rows } = await sql.query<{ id: string }>(
      "SELECT id FROM products WHERE id = ANY($1::uuid[])",
      [acknowledged],
    );
    expect(rows.length).toBe(acknowledged.length);
    for (const id of acknowledged.slice(-3)) {
      expect((await call(b(), `/api/products/${id}`)).status).toBe(200);
    }
  }, 60_000);
});
