import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

/**
 * Whether Debian's `redis-server` is here. Tests that need it skip without it on a laptop, but
 * CI installs it, so there its absence fails them (see `requireRedisServer`).
 */
export const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;

/** Call in a `describe.runIf(hasRedisServer || process.env.CI)`: fails in CI without it. */
export function requireRedisServer(): void {
  if (!hasRedisServer)
    throw new Error("redis-server is not installed (apt-get install redis-server)");
}

export type TestRedisServer = {
  /** The REDIS_URL that reaches it. */
  url: string;
  /** Stops it (SIGKILL: as a crash, nothing saved) and removes its folder. */
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.setTimeout(500);
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString().startsWith("+PONG"));
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** A real `redis-server` of its own on a free loopback port, in a temporary folder, saving nothing. */
export async function startTestRedisServer(): Promise<TestRedisServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-redis-"));
  const port = await freePort();
  const child: ChildProcess = spawn(
    "redis-server",
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      dir,
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`redis-server did not start on port ${port}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill("SIGKILL");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
