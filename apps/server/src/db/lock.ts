import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";

export class DataDirLockedError extends Error {}

/**
 * Two processes on one PGlite folder silently lose writes, so only one server may own a data
 * folder. The lock is a listening socket in Linux's abstract namespace, named after the folder's
 * real path: binding it is atomic (exactly one of many starting servers wins) and the kernel
 * releases it the moment its process dies, so a stale lock and a reused process id cannot exist.
 * Other systems bind the same name as a socket file in the folder, which a crash leaves behind;
 * one that nobody answers on is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  fs.mkdirSync(dataDir, { recursive: true });
  const address = lockAddress(dataDir);
  const server = net.createServer((socket) => socket.end(String(process.pid)));
  try {
    await listen(server, address);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    const owner = await askOwner(address);
    if (owner === undefined && process.platform !== "linux") {
      fs.rmSync(address, { force: true });
      return lockDataDir(dataDir);
    }
    throw new DataDirLockedError(
      `The data folder ${dataDir} is in use by another BecheDaw server` +
        `${owner ? ` (process ${owner})` : ""}. Stop it first, or give this one another DATA_DIR.`,
    );
  }
  server.unref();
  return () => new Promise((resolve) => server.close(() => resolve()));
}

function lockAddress(dataDir: string): string {
  const realPath = fs.realpathSync(dataDir);
  if (process.platform !== "linux") return `${realPath}/server.lock`;
  const digest = createHash("sha256").update(realPath).digest("hex").slice(0, 40);
  return `\0bechedaw-data-${digest}`;
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(address, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/** The process id the lock's holder answers with, or undefined when nobody answers. */
function askOwner(address: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    let said = "";
    const socket = net.connect(address);
    socket.setTimeout(1000, () => socket.destroy());
    socket.on("data", (chunk: Buffer) => (said += chunk.toString()));
    socket.on("error", () => resolve(undefined));
    socket.on("close", () => resolve(/^\d+$/.test(said) ? said : undefined));
  });
}
