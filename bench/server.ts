// Starts the real server the way `npm start` does, on a seeded data folder, and watches it.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort, waitForExit } from "../deploy/stack";

const root = path.resolve(import.meta.dirname, "..");

/** What `npm start` runs: the one place to change if the start command changes. */
const START_COMMAND = [process.execPath, path.join(root, "scripts/start.mjs")];

const START_TIMEOUT_MS = 120_000;

export type RunningServer = {
  url: string;
  /** Process start → `/api/health` answering 200, in milliseconds. */
  startupMs: number;
  /** The process that runs the server (`npm start` may run it as a child of its own). */
  serverPid: number;
  /** Resident memory of the server process now, in MB. */
  rssMb: () => number;
  stop: () => Promise<void>;
};

function rssMbOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN);
  return kb / 1024;
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Kills the whole process group of a detached child (the start script and its server). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

// Servers still running if the bench stops early (error, Ctrl-C): stopped on the way out.
const running = new Set<ChildProcess>();
process.on("exit", () => running.forEach((child) => killGroup(child, "SIGKILL")));

export async function startServer(options: {
  dataDir: string;
  databaseUrl: string | undefined;
  port: number;
  logLevel: string;
}): Promise<RunningServer> {
  const port = options.port || (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const log = fs.openSync(path.join(options.dataDir, "server.log"), "a");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: options.dataDir,
    SEED_DEMO: "false",
    LOG_LEVEL: options.logLevel,
    // The bench measures throughput, not the limiter: one session creates phones at full speed.
    WRITE_RATE_LIMIT: "1000000",
    UPLOAD_RATE_LIMIT: "1000000",
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const started = performance.now();
  const [command = process.execPath, ...args] = START_COMMAND;
  const child = spawn(command, args, {
    cwd: root,
    env,
    detached: true,
    stdio: ["ignore", log, log],
  });
  running.add(child);
  const stop = async () => {
    killGroup(child, "SIGTERM");
    if (!(await waitForExit(child, 15_000))) killGroup(child, "SIGKILL");
    running.delete(child);
    fs.closeSync(log);
  };
  while (!(await isHealthy(url))) {
    if (child.exitCode !== null || performance.now() - started > START_TIMEOUT_MS) {
      await stop();
      const tail = fs.readFileSync(path.join(options.dataDir, "server.log"), "utf8").slice(-2000);
      throw new Error(`The server did not start:\n${tail}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startupMs = performance.now() - started;
  // `npm start` runs the built server in its own process, so the child is the server.
  const serverPid = child.pid!;
  return { url, startupMs, serverPid, rssMb: () => rssMbOf(serverPid), stop };
}
