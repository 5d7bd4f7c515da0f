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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  WEB_DIST: optional,
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  baseUrl: string;
  /** Origins allowed to call the auth routes: BASE_URL, or both loopback names by default. */
  trustedOrigins: string[];
  authSecret: string | undefined;
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  admin: { email: string; password: string } | undefined;
  seedDemo: boolean;
  /** Sign-in (and sign-up) attempts per minute per client address. */
  authRateLimit: number;
  logLevel: string;
  webDist: string;
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    baseUrl: e.BASE_URL ?? `http://localhost:${e.PORT}`,
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
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    authRateLimit: e.AUTH_RATE_LIMIT,
    logLevel: e.LOG_LEVEL,
    webDist: path.resolve(e.WEB_DIST ?? path.join(serverRoot, "../web/dist")),
  };
}

function defaultOrigins(host: string, port: number): string[] {
  const hosts = new Set([
    "localhost",
    "127.0.0.1",
    host === "0.0.0.0" || host === "::" ? "localhost" : host,
  ]);
  return [...hosts].map((name) => `http://${name}:${port}`);
}
