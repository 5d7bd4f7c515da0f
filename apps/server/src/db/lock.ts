import fs from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * Two processes on one PGlite folder silently lose writes, so only one server may
 * own a data folder. A lock left by a killed process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, "server.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => fs.rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(fs.readFileSync(file, "utf8"));
      // An empty or garbled file reads as 0 or less, which kill() treats as a process group.
      const isOwnerValid = Number.isInteger(owner) && owner > 0 && owner !== process.pid;
      if (isOwnerValid && isRunning(owner)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another BecheDaw server (process ${owner}). ` +
            "Stop it first, or give this one another DATA_DIR.",
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
