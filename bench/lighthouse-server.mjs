// Starts the site as `npm start` does (building the web app if stale) on a fresh temporary data
// folder with the demo data, and stops it again. Used by `npm run lighthouse`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

/** A free loopback port (or LIGHTHOUSE_PORT). */
export async function freePort(fixed) {
  if (fixed) return Number(fixed);
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
}

/** Runs `scripts/start.mjs` with SEED_DEMO on a temporary DATA_DIR; resolves once it is healthy. */
export async function startSite(root, port) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-lighthouse-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["scripts/start.mjs"], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
    },
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The first start builds the web app, creates the database and draws the demo photos.
    await waitForHealth(baseUrl, server, 240_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
