import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { OAuth2Server, type MutableResponse, type MutableToken } from "oauth2-mock-server";
import { startMailbox } from "./mailbox-server";
import { E2E_PORT } from "./playwright.config";
import { ADMIN, GOOGLE_USER } from "./tests/fixtures";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

async function startGoogleStandIn() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  await server.start(0, "127.0.0.1");
  const address = server.address();
  // The mock advertises localhost; Better Auth checks the issuer, so pin it to 127.0.0.1.
  server.issuer.url = `http://127.0.0.1:${address.port}`;
  server.service.on("beforeTokenSigning", (token: MutableToken) => {
    Object.assign(token.payload, {
      sub: GOOGLE_USER.sub,
      email: GOOGLE_USER.email,
      email_verified: true,
      name: GOOGLE_USER.name,
    });
  });
  server.service.on("beforeUserinfo", (userInfo: MutableResponse) => {
    userInfo.body = {
      sub: GOOGLE_USER.sub,
      email: GOOGLE_USER.email,
      email_verified: true,
      name: GOOGLE_USER.name,
    };
  });
  return server;
}

async function waitForHealth(url: string, server: ReturnType<typeof spawn>) {
  // Generous: on a busy machine the first start (migrations on a fresh folder) can be slow.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

/**
 * Starts the Google stand-in, a real SMTP server whose messages tests read (tests/mailbox.ts,
 * through E2E_MAILBOX) and the server the way `npm start` does (scripts/start.mjs builds
 * the server and the web app when missing or stale, then runs the compiled server with node),
 * on a temporary data folder.
 */
export default async function globalSetup() {
  const google = await startGoogleStandIn();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-e2e-"));
  // Playwright's workers inherit the environment global setup leaves.
  process.env.E2E_MAILBOX = path.join(dataDir, "mailbox");
  const mailbox = await startMailbox(process.env.E2E_MAILBOX);
  const baseUrl = `http://127.0.0.1:${E2E_PORT}`;
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(E2E_PORT),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "false",
      // Every test signs in from 127.0.0.1; the limit itself is covered by the server suite.
      AUTH_RATE_LIMIT: "1000",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      GOOGLE_CLIENT_ID: "bechedaw-e2e",
      GOOGLE_CLIENT_SECRET: "bechedaw-e2e-secret",
      GOOGLE_DISCOVERY_URL: `${google.issuer.url}/.well-known/openid-configuration`,
      SMTP_URL: mailbox.url,
      MAIL_FROM: "BecheDaw <no-reply@bechedaw.test>",
      // A saved search's alert within a test's patience (20 s in production).
      SAVED_SEARCH_ALERT_SECONDS: "2",
    },
  });
  await waitForHealth(`${baseUrl}/api/health`, server);

  return async () => {
    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await exited;
    await google.stop();
    await mailbox.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
