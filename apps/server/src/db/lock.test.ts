import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock";

const serverDir = new URL("../..", import.meta.url).pathname;
const holdLockScript = path.join(serverDir, "test/fixtures/hold-lock.ts");

let dataDir: string;
const children: ChildProcess[] = [];

beforeEach(() => {
  dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-lock-")), "data");
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  fs.rmSync(path.dirname(dataDir), { recursive: true, force: true });
});

/** Another process that tries to lock the folder; resolves with its first line of output. */
function otherServer(): Promise<{ child: ChildProcess; said: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", holdLockScript, dataDir], {
    cwd: serverDir,
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("\n")) resolve({ child, said: output.trim() });
    });
    child.once("exit", (code) => reject(new Error(`lock holder exited (${code}): ${output}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

describe("lockDataDir", () => {
  it("throws DataDirLockedError naming the folder while another server holds it", async () => {
    const { child, said } = await otherServer();
    expect(said).toBe("locked");

    let thrown: unknown;
    try {
      lockDataDir(dataDir);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataDirLockedError);
    expect((thrown as Error).message).toContain(dataDir);
    expect((thrown as Error).message).toContain(String(child.pid));
    expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8")).toBe(String(child.pid));
  });

  it("takes over a lock left by a killed process", async () => {
    const { child } = await otherServer();
    child.kill("SIGKILL");
    await exited(child);
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(true);

    const unlock = lockDataDir(dataDir);
    expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8")).toBe(String(process.pid));
    unlock();
  });

  it.each(["2147483646", "not a pid", "", "0", "-1"])(
    "takes over a stale lock file holding %j",
    (content) => {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.writeFileSync(path.join(dataDir, "server.lock"), content);
      const unlock = lockDataDir(dataDir);
      expect(fs.readFileSync(path.join(dataDir, "server.lock"), "utf8")).toBe(String(process.pid));
      unlock();
    },
  );

  it("lets another server lock the folder once released", async () => {
    const unlock = lockDataDir(dataDir);
    expect((await otherServer()).said).toMatch(/^refused: .*in use/);

    unlock();
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);
    expect((await otherServer()).said).toBe("locked");
  });
});
