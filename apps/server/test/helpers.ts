import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { isLuhnValid } from "@bechedaw/shared";
import type { FastifyInstance, InjectOptions } from "fastify";
import { count, desc, eq, sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { migrationsFolder } from "../src/db/migrations";
import { user } from "../src/modules/auth/auth.tables";
import { createProduct, type NewProduct } from "../src/modules/listings/listings.service";
import { emailOutbox } from "../src/modules/mail/mail.tables";

export const BASE_URL = "http://localhost:3000";

/** A cheap scrypt cost: tests sign up hundreds of users (production's is 128× this). */
export const TEST_PASSWORD_COST = { N: 2 ** 10, r: 8, p: 1 };
export const ORIGIN = { origin: BASE_URL };

let ipCounter = 0;
/** A distinct client address per sign-in keeps the sign-in rate limit out of unrelated tests. */
export function nextClientIp(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/**
 * A hash of the migration files' names and contents: a template made from other migrations is
 * never used.
 */
function migrationsKey(): string {
  const hash = createHash("sha256");
  const walk = (folder: string) => {
    for (const entry of fs
      .readdirSync(folder, { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(`${path.relative(migrationsFolder, file)}\0`).update(fs.readFileSync(file));
    }
  };
  walk(migrationsFolder);
  return hash.digest("hex").slice(0, 16);
}

let pgliteTemplate: Promise<Blob> | undefined;

/**
 * An in-memory PGlite with every migration applied, saved once per set of migrations in the
 * system's temporary folder (written under another name and renamed, so a worker never reads
 * half a file): each test app starts from a copy instead of running all migrations again.
 */
function migratedPgliteTemplate(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(os.tmpdir(), `bechedaw-migrated-${migrationsKey()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const database = await openDatabase({});
    const dump = await database.dumpDataDir!();
    await database.close();
    const partial = `${file}.${process.pid}-${randomUUID()}`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    return dump;
  })();
  return pgliteTemplate;
}

/** Any lock number of our own: workers make the PostgreSQL template one at a time. */
const TEMPLATE_LOCK = 7_215_403_119;

/**
 * A database on the PostgreSQL server of `adminUrl` with every migration applied, made once per
 * set of migrations and kept (new test databases are copied from it).
 */
async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `bechedaw_template_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    const found = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${name}_partial`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}_partial`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      await database.close();
      await admin.query(`ALTER DATABASE ${name}_partial RENAME TO ${name}`);
    }
  } finally {
    await admin.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK]);
    await admin.end();
  }
  return name;
}

/**
 * A new database on the PostgreSQL server of `adminUrl`, and how to drop it: a copy of the
 * migrated template when `migrated` is set, else empty.
 */
export async function createPostgresDatabase(adminUrl: string, options = { migrated: false }) {
  const template = options.migrated ? await migratedPostgresTemplate(adminUrl) : undefined;
  const name = `bechedaw_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  return { url: url.toString(), drop };
}

/**
 * The whole app on a fresh database: in-memory PGlite, or a new database on the PostgreSQL
 * server of TEST_DATABASE_URL when that is set.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl
    ? await createPostgresDatabase(adminUrl, { migrated: true })
    : undefined;
  return buildTestApp(env, postgres?.url, () => postgres?.drop());
}

/**
 * Two servers on one new database of TEST_DATABASE_URL's PostgreSQL server, as behind a load
 * balancer (PGlite has one server per data folder). Closing both drops the database.
 */
export async function createTestAppPair(
  adminUrl: string,
  env: Record<string, string> = {},
): Promise<[FastifyInstance, FastifyInstance]> {
  const postgres = await createPostgresDatabase(adminUrl, { migrated: true });
  let open = 2;
  const dropAfterBoth = async () => {
    open -= 1;
    if (open === 0) await postgres.drop();
  };
  // One secret, as every server of one site has: each knows the other's session cookies.
  const shared = { AUTH_SECRET: `pair-${randomUUID()}-${randomUUID()}`, ...env };
  const first = await buildTestApp(shared, postgres.url, dropAfterBoth);
  const second = await buildTestApp(shared, postgres.url, dropAfterBoth);
  return [first, second];
}

async function buildTestApp(
  env: Record<string, string>,
  databaseUrl: string | undefined,
  dropDatabase: () => Promise<void> | undefined,
): Promise<FastifyInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-test-"));
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    BASE_URL,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, "no-web-build"),
    SEED_DEMO: "false",
    // Tests write far faster than people; the limits have tests of their own.
    WRITE_RATE_LIMIT: "1000000",
    UPLOAD_RATE_LIMIT: "1000000",
    // Tests run the saved searches' alert task themselves, when they choose.
    SAVED_SEARCH_ALERT_SECONDS: "86400",
    ...env,
  });
  const database = await openDatabase(
    databaseUrl ? { databaseUrl } : { loadDataDir: await migratedPgliteTemplate() },
  );
  // Drop the test database only after the app's pool has closed its connections.
  const close = async () => {
    await database.close();
    await dropDatabase();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return buildApp({
    config,
    database: { ...database, close },
    ephemeral: true,
    passwordCost: TEST_PASSWORD_COST,
  });
}

export type TestUser = {
  id: string;
  name: string;
  email: string;
  password: string;
  cookie: string;
  token: string;
};

let userCounter = 0;

export function uniqueEmail(prefix = "user"): string {
  userCounter += 1;
  return `${prefix}${userCounter}-${randomBytes(3).toString("hex")}@example.com`;
}

export async function signUp(
  app: FastifyInstance,
  input: { role?: string; name?: string; email?: string; password?: string } = {},
) {
  const body = {
    name: input.name ?? "Test User",
    email: input.email ?? uniqueEmail(input.role?.toLowerCase()),
    password: input.password ?? "correct-horse-1",
    ...(input.role ? { role: input.role } : {}),
  };
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: ORIGIN,
    remoteAddress: nextClientIp(),
    payload: body,
  });
  return { response, body };
}

export async function signIn(app: FastifyInstance, email: string, password: string) {
  return app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: ORIGIN,
    remoteAddress: nextClientIp(),
    payload: { email, password },
  });
}

/** The `set-cookie` header of an answer as a list. */
export function setCookies(setCookie: string | string[] | undefined): string[] {
  return Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
}

/** The `name=value` pairs of an answer's cookies, ready for a `cookie` request header. */
export function cookieHeader(setCookie: string | string[] | undefined): string {
  return setCookies(setCookie)
    .map((c) => c.split(";")[0]!)
    .join("; ");
}

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const session = setCookies(setCookie).find((c) => c.startsWith("bechedaw.session_token="));
  if (!session) throw new Error("no session cookie in the sign-in answer");
  return session.split(";")[0]!;
}

/**
 * The token of the newest verification link the app queued for `email`, read from its outbox
 * (sign-up queues the email before it answers).
 */
export async function emailedLinkToken(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email.toLowerCase()))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = /\/verify-email\?token=([^\s&]+)/.exec(row?.text ?? "")?.[1];
  if (!token) throw new Error(`no verification link emailed to ${email}`);
  return decodeURIComponent(token);
}

/** Signs a person up (unconfirmed) and answers their email and their link's token. */
export async function signUpForLink(app: FastifyInstance, role: "Buyer" | "Seller" = "Seller") {
  const { response, body } = await signUp(app, { role });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  return { ...body, token: await emailedLinkToken(app, body.email) };
}

/** How many rows the user table holds. */
export async function countUsers(app: FastifyInstance): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(user);
  return Number(row?.n ?? 0);
}

/** Signs up and signs in a user of the given role (Admin is promoted in the database). */
export async function createUser(
  app: FastifyInstance,
  role: "Buyer" | "Seller" | "Admin" = "Buyer",
  // Names may not pose as the site's staff, so an admin is "Keeper Person".
  name = `${role === "Admin" ? "Keeper" : role} Person`,
  /**
   * Confirmed straight in the database (the fast path): the link itself is followed in
   * users.email.test.ts. `false` leaves the address unconfirmed, as sign-up does.
   */
  options: { emailVerified?: boolean } = {},
): Promise<TestUser> {
  const { response, body } = await signUp(app, {
    name,
    role: role === "Admin" ? "Buyer" : role,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
  const id = response.json<{ user: { id: string } }>().user.id;
  await app.db
    .update(user)
    .set({ emailVerified: options.emailVerified ?? true, ...(role === "Admin" ? { role } : {}) })
    .where(eq(user.id, id));
  const signedIn = await signIn(app, body.email, body.password);
  if (signedIn.statusCode !== 200) throw new Error(`sign-in failed: ${signedIn.body}`);
  return {
    id,
    name,
    email: body.email,
    password: body.password,
    cookie: sessionCookie(signedIn.headers["set-cookie"]),
    token: String(signedIn.headers["set-auth-token"]),
  };
}

/** The role stored in the database for this email. */
export async function roleOf(app: FastifyInstance, email: string): Promise<string | undefined> {
  const [row] = await app.db
    .select({ role: user.role })
    .from(user)
    .where(eq(user.email, email.toLowerCase()));
  return row?.role;
}

/** `app.inject` as a signed-in user (by session cookie). */
export function injectAs(app: FastifyInstance, who: TestUser | undefined, options: InjectOptions) {
  return app.inject({
    ...options,
    headers: { ...ORIGIN, ...(who ? { cookie: who.cookie } : {}), ...options.headers },
  });
}

/** A small JPEG drawn by sharp. */
export async function testJpeg(width = 64, height = 48): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  const background = { r: 253, g: 143, b: 95 };
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** `POST /api/images` with one file (in the field `image` unless told otherwise). */
export function uploadImage(
  app: FastifyInstance,
  who: TestUser | undefined,
  data: Buffer,
  options: { filename?: string; type?: string; field?: string; isPrivate?: boolean } = {},
) {
  const form = new FormData();
  const file = new Blob([new Uint8Array(data)], { type: options.type ?? "image/jpeg" });
  form.append(options.field ?? "image", file, options.filename ?? "photo.jpg");
  const url = options.isPrivate ? "/api/images?private=true" : "/api/images";
  return injectAs(app, who, { method: "POST", url, payload: form });
}

/** Uploads a small private proof photo (a passport's KYD answer or receipt): its URL. */
export async function uploadTestProof(app: FastifyInstance, seller: TestUser): Promise<string> {
  const response = await uploadImage(app, seller, await testJpeg(), { isPrivate: true });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ data: { url: string } }>().data.url;
}

/** Uploads a small photo as this seller and answers its URL. */
export async function uploadTestImage(app: FastifyInstance, seller: TestUser): Promise<string> {
  const response = await uploadImage(app, seller, await testJpeg());
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ data: { url: string } }>().data.url;
}

let imeiSerial = 0;

/** A new valid IMEI on every call (a TAC, a serial, the Luhn check digit). */
export function testImei(): string {
  imeiSerial += 1;
  const body = `35209900${String((process.pid * 1000 + imeiSerial) % 1_000_000).padStart(6, "0")}`;
  const check = [..."0123456789"].find((digit) => isLuhnValid(body + digit));
  return `${body}${check}`;
}

/**
 * A phone passport for a test listing, with a new IMEI; whole, as the schema outputs it, so
 * tests that call the products service directly can use it too.
 */
export function testPassport(overrides: Record<string, unknown> = {}) {
  return {
    imei: testImei(),
    official: true,
    batteryHealth: 90,
    hasBox: false,
    hasCharger: false,
    hasReceipt: false,
    warrantyMonths: 0,
    ...overrides,
  };
}

/** A valid `POST /api/products` body for this photo. */
export function productInput(img: string, overrides: Record<string, unknown> = {}) {
  return {
    name: "iPhone 13",
    img,
    brand: "Apple",
    passport: testPassport(),
    description: {
      resalePrice: 45000,
      originalPrice: 90000,
      yearsOfUse: "6 months",
      location: "Dhaka",
    },
    ...overrides,
  };
}

/** Lists a phone as this seller (with a freshly uploaded photo unless one is given). */
export async function createTestProduct(
  app: FastifyInstance,
  seller: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const img =
    typeof overrides.img === "string" ? overrides.img : await uploadTestImage(app, seller);
  const response = await injectAs(app, seller, {
    method: "POST",
    url: "/api/products",
    payload: productInput(img, overrides),
  });
  if (response.statusCode !== 200) throw new Error(`create product failed: ${response.body}`);
  return response.json<{ insertedId: string }>().insertedId;
}

/**
 * Lists a phone as this seller through the service, not the API: no write limit, for tests that
 * list many phones. Answers its id.
 */
export async function listPhoneNow(
  app: FastifyInstance,
  seller: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const img = await uploadTestImage(app, seller);
  const input = productInput(img, overrides) as NewProduct;
  return createProduct(app.db, { id: seller.id, role: "Seller" }, input);
}

/** A session token signed as Better Auth's cookie carries it: `<token>.<HMAC-SHA256, base64>`. */
function signSessionToken(token: string, secret: string): string {
  return `${token}.${createHmac("sha256", secret).update(token).digest("base64")}`;
}

/**
 * `n` users of one role with sessions and no password, written straight to the database:
 * signing up hashes a password (about half a second each), too slow for dozens of users.
 */
export async function createUsersFast(
  app: FastifyInstance,
  n: number,
  role: "Buyer" | "Seller" | "Admin" = "Buyer",
  name = (i: number) => `${role} ${i + 1}`,
  /** Confirmed unless `emailVerified: false` (see `createUser`). */
  options: { emailVerified?: boolean } = {},
): Promise<TestUser[]> {
  const context = await app.auth.$context;
  const rows = Array.from({ length: n }, (_, i) => ({
    id: randomUUID(),
    name: name(i),
    email: uniqueEmail(role.toLowerCase()),
    role,
    emailVerified: options.emailVerified ?? true,
  }));
  if (rows.length > 0) await app.db.insert(user).values(rows);
  const cookieName = context.authCookies.sessionToken.name;
  return Promise.all(
    rows.map(async (row) => {
      const session = await context.internalAdapter.createSession(row.id);
      const token = signSessionToken(session.token, context.secret);
      const cookie = `${cookieName}=${encodeURIComponent(token)}`;
      return { id: row.id, name: row.name, email: row.email, password: "", cookie, token };
    }),
  );
}

/** One user with a session and no password (see `createUsersFast`). */
export async function createUserFast(
  app: FastifyInstance,
  role: "Buyer" | "Seller" | "Admin" = "Buyer",
  // Names may not pose as the site's staff, so an admin is "Keeper Person".
  name = `${role === "Admin" ? "Keeper" : role} Person`,
  /**
   * Confirmed straight in the database (the fast path): the link itself is followed in
   * users.email.test.ts. `false` leaves the address unconfirmed, as sign-up does.
   */
  options: { emailVerified?: boolean } = {},
): Promise<TestUser> {
  const [created] = await createUsersFast(app, 1, role, () => name, options);
  if (!created) throw new Error("no user created");
  return created;
}

/**
 * The rows of these tables as one comparable string (an md5 per table, in one round trip): what
 * a refused request must leave untouched. `columns` compares a table by some columns only.
 */
export async function tableFingerprint(
  app: FastifyInstance,
  tables: string[],
  columns: Record<string, string> = {},
): Promise<string> {
  const parts = tables.map((table) => {
    const rows = columns[table] ? `(${columns[table]})` : "t";
    return `(select md5(coalesce(string_agg(${rows}::text, '|' order by ${rows}::text), '')) from "${table}" t)`;
  });
  const result = await app.db.execute(sql.raw(`select ${parts.join(" || ',' || ")} as h`));
  return (result as { rows: { h: string }[] }).rows[0]!.h;
}

/** The token of the newest reset link queued for `email` (read from the outbox, not a mailbox). */
export async function resetTokenInOutbox(app: FastifyInstance, email: string): Promise<string> {
  const [row] = await app.db
    .select({ text: emailOutbox.textBody })
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, email))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const token = /\/reset-password\?token=([\w-]+)/.exec(row?.text ?? "")?.[1];
  if (!token) throw new Error(`no reset link queued for ${email}`);
  return token;
}

/**
 * Other spellings of a path that a router or a proxy might take for it: a percent-encoded letter
 * (in `api` and in the next segment), a doubled slash, dot segments and, under /api, another
 * case. `raw` ones reach the server only over a socket: `inject` (like any WHATWG URL parser)
 * would resolve the dot segments first.
 */
export function nonCanonicalSpellings(
  path: string,
): { name: string; path: string; raw: boolean }[] {
  const isApi = path.startsWith("/api/");
  const rest = isApi ? path.slice("/api/".length) : path.slice(1);
  const letter = /[A-Za-z]/.exec(rest);
  const encodedLetter = letter
    ? `${rest.slice(0, letter.index)}%${letter[0].charCodeAt(0).toString(16).toUpperCase()}${rest.slice(letter.index + 1)}`
    : `%2E/${rest}`;
  const base = isApi ? "/api/" : "/";
  return [
    ...(isApi
      ? [
          { name: "encoded api", path: `/%61pi/${rest}`, raw: false },
          { name: "mixed case", path: `/Api/${rest}`, raw: false },
          { name: "upper case", path: `/API/${rest}`, raw: false },
        ]
      : []),
    { name: "encoded letter in a segment", path: `${base}${encodedLetter}`, raw: false },
    { name: "double slash", path: `${base}/${rest}`, raw: false },
    { name: "dot segment", path: `${base}./${rest}`, raw: true },
    { name: "dot-dot segment", path: `/x/..${base}${rest}`, raw: true },
  ];
}

export type RawResponse = { statusCode: number; headers: Record<string, unknown>; body: string };

const listening = new WeakMap<FastifyInstance, Promise<number>>();

/**
 * A request sent over a real socket with its path exactly as given (no URL parsing on the way),
 * to the app listening on 127.0.0.1 (it starts listening on a free port the first time).
 */
export async function rawRequest(
  app: FastifyInstance,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawResponse> {
  let port = listening.get(app);
  if (!port) {
    port = app.listen({ port: 0, host: "127.0.0.1" }).then(() => {
      const address = app.server.address();
      if (!address || typeof address === "string") throw new Error("not listening on a port");
      return address.port;
    });
    listening.set(app, port);
  }
  const { request } = await import("node:http");
  const portNumber = await port;
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port: portNumber,
        method: options.method,
        path: options.path,
        // A socket of its own, and the body's length said (Node sends a DELETE's body unframed).
        agent: false,
        headers: {
          ...(options.body === undefined
            ? {}
            : {
                "content-type": "application/json",
                "content-length": String(Buffer.byteLength(options.body)),
              }),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    sent.on("error", reject);
    sent.end(options.body);
  });
}
