import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { serverRoot } from "./server-root";

const optional = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((value) => ["1", "true", "yes", "on"].includes(value))
  .optional();

/**
 * Which proxies may tell us the client's address in X-Forwarded-For: none (the default), the
 * last N hops ("1" behind one nginx), or a comma-separated list of addresses and CIDR ranges.
 * "true" (trust anyone) is refused: any client could then pick its own rate-limit bucket.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): number | string[] | false => {
    if (value === undefined || ["0", "false", "no", "off"].includes(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value.split(",").map((entry) => entry.trim());
    const isAddress = (entry: string) => {
      const [address = "", bits, ...rest] = entry.split("/");
      const version = isIP(address);
      const maxBits = version === 6 ? 128 : 32;
      const isBits = bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= maxBits);
      return version !== 0 && isBits && rest.length === 0;
    };
    if (entries.every(isAddress)) return entries;
    context.addIssue({
      code: "custom",
      message: "must be a hop count (e.g. 1) or addresses and CIDR ranges separated by commas",
    });
    return z.NEVER;
  });

/** An http(s) address without query or fragment, so that `${url}/${file}` is a file's. */
const publicBucketUrl = z
  .url({ protocol: /^https?$/ })
  .refine((value) => !/[?#]/.test(value), "must have no ?query or #fragment")
  .transform((value) => value.replace(/\/+$/, ""));

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optional.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  BASE_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AUTH_SECRET: optional.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  GOOGLE_CLIENT_ID: optional,
  GOOGLE_CLIENT_SECRET: optional,
  GOOGLE_DISCOVERY_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://accounts.google.com/.well-known/openid-configuration"),
  ADMIN_EMAIL: optional.pipe(z.email().optional()),
  ADMIN_PASSWORD: optional.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  SEED_DEMO: flag,
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  TRUST_PROXY: optional.pipe(trustProxy),
  WRITE_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(120),
  UPLOAD_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(20),
  SITEMAP_URLS_PER_FILE: z.coerce.number().int().min(1).max(50_000).default(50_000),
  SITEMAP_MAX_AGE: z.coerce.number().int().min(0).max(86_400).default(3600),
  SMTP_URL: optional.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  MAIL_FROM: optional,
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SAVED_SEARCH_ALERT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(20),
  REDIS_URL: optional.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  METRICS_TOKEN: optional.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  S3_BUCKET: optional.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3–63 of a-z 0-9 . -)")
      .optional(),
  ),
  S3_ENDPOINT: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_FORCE_PATH_STYLE: flag,
  S3_PUBLIC_URL: optional.pipe(publicBucketUrl.optional()),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: optional,
});

/** Photos in an S3-compatible bucket (docs/decisions/033-object-storage.md). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** R2, MinIO or a test server; undefined: AWS S3 itself. */
  endpoint: string | undefined;
  forcePathStyle: boolean;
  /** undefined: the SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /**
   * The public base address of the bucket's `public/` prefix (a CDN or the bucket's public
   * domain), without a trailing slash: `/images/:file` then redirects there.
   */
  publicUrl: string | undefined;
};

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  baseUrl: string;
  /**
   * Where the public reaches the site, for absolute links (link previews, the sitemap,
   * robots.txt): BASE_URL without a trailing slash, or undefined without it, when each page
   * names the address it was asked at, if that is a trusted origin (plugins/public-url.ts).
   */
  publicUrl: string | undefined;
  /** Origins allowed to call the auth routes: BASE_URL, or both loopback names by default. */
  trustedOrigins: string[];
  authSecret: string | undefined;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  /** Sign-in (and sign-up) attempts per minute per client address. */
  authRateLimit: number;
  /** Writes (POST, PUT, PATCH, DELETE under /api) per minute per session or address. */
  writeRateLimit: number;
  /** Photo uploads per minute per session or address. */
  uploadRateLimit: number;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses. */
  trustProxy: number | string[] | false;
  /**
   * Addresses per sitemap file (the protocol's 50,000 at most; tests use a few), and how many
   * seconds a built sitemap is served before the next request builds it again (0: every time).
   */
  sitemap: { urlsPerFile: number; maxAgeSeconds: number };
  /**
   * Email (docs/decisions/025-email-outbox.md): the SMTP server's URL, or undefined to write
   * each email to DATA_DIR/outbox/ as an .eml file; the From address; and the seconds before a
   * failed email is tried again (doubling each time), which is also how long a worker may hold
   * one before another tries it.
   */
  mail: { smtpUrl: string | undefined; from: string; retrySeconds: number };
  /**
   * How often the leader matches newly public listings against the saved searches
   * (docs/decisions/043-saved-searches.md): the longest wait for an alert, in seconds.
   */
  savedSearchAlertSeconds: number;
  /** S3_BUCKET's settings, or undefined to keep photos in DATA_DIR/images. */
  s3: S3Settings | undefined;
  logLevel: string;
  webDist: string;
  /** Redis for the request limits' counters, shared by every server (docs/decisions/034). */
  redisUrl: string | undefined;
  /** The bearer token of `GET /api/metrics`; undefined: the route does not exist (decision 034). */
  metricsToken: string | undefined;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError(
      "Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    );
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      "Invalid configuration:\n  GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together",
    );
  }
  const s3 = s3Settings(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    baseUrl: e.BASE_URL ?? `http://localhost:${e.PORT}`,
    publicUrl: e.BASE_URL?.replace(/\/+$/, ""),
    trustedOrigins: e.BASE_URL ? [new URL(e.BASE_URL).origin] : defaultOrigins(e.HOST, e.PORT),
    authSecret: e.AUTH_SECRET,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            discoveryUrl: e.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    seedDemo: e.SEED_DEMO ?? isPrivateLaptop(env, e),
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    writeRateLimit: e.WRITE_RATE_LIMIT,
    uploadRateLimit: e.UPLOAD_RATE_LIMIT,
    sitemap: { urlsPerFile: e.SITEMAP_URLS_PER_FILE, maxAgeSeconds: e.SITEMAP_MAX_AGE },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `BecheDaw <no-reply@${mailDomain(e.BASE_URL)}>`,
      retrySeconds: e.MAIL_RETRY_SECONDS,
    },
    savedSearchAlertSeconds: e.SAVED_SEARCH_ALERT_SECONDS,
    s3,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, "../web/dist")),
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
  };
}

const S3_DETAILS = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PUBLIC_URL",
] as const;

function s3Settings(e: z.infer<typeof envSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET) {
    const stray = S3_DETAILS.filter((name) => e[name] !== undefined);
    if (stray.length === 0) return undefined;
    throw new ConfigError(
      `Invalid configuration:\n  S3_BUCKET must be set to use ${stray.join(", ")}`,
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      "Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    );
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION ?? "us-east-1",
    endpoint: e.S3_ENDPOINT,
    // R2, MinIO and test servers answer at one address for every bucket.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    publicUrl: e.S3_PUBLIC_URL,
  };
}

/**
 * Demo accounts have passwords printed in the README, so unless SEED_DEMO asks for them they
 * exist only on a developer's own machine: the embedded database, a loopback address, no
 * NODE_ENV=production in the environment and no real admin configured.
 */
function isPrivateLaptop(env: NodeJS.ProcessEnv, e: z.infer<typeof envSchema>): boolean {
  return !e.DATABASE_URL && isLoopback(e.HOST) && env.NODE_ENV !== "production" && !e.ADMIN_EMAIL;
}

/** The site's own domain for its From address ("localhost" has none: bechedaw.invalid). */
function mailDomain(baseUrl: string | undefined): string {
  const host = baseUrl ? new URL(baseUrl).hostname : "";
  return host.includes(".") && !isIP(host) ? host : "bechedaw.invalid";
}

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

function defaultOrigins(host: string, port: number): string[] {
  const hosts = new Set([
    "localhost",
    "127.0.0.1",
    host === "0.0.0.0" || host === "::" ? "localhost" : host,
  ]);
  return [...hosts].map((name) => `http://${name}:${port}`);
}
