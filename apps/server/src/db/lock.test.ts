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
  it("throws DataDirLockedError naming the folder and the holder while another server holds it", async () => {
    const { child, said } = await otherServer();
    expect(said).toBe("locked");

    const thrown = await lockDataDir(dataDir).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(DataDirLockedError);
    expect((thrown as Error).message).toContain(dataDir);
    expect((thrown as Error).message).toContain(String(child.pid));
  });

  it("is free the moment its holder is killed", async () => {
    const { child } = await otherServer();
    child.kill("SIGKILL");
    await exited(child);

    const unlock = await lockDataDir(dataDir);
    await unlock();
  });

  it("is not blocked by an old lock file naming a live process", async () => {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(path.join(dataDir, "server.lock"), String(process.ppid));
    const unlock = await lockDataDir(dataDir);
    await unlock();
  });

  it("gives one folder to exactly one of six servers starting together", async () => {
    const said = await Promise.all(Array.from({ length: 6 }, () => otherServer()));
    expect(said.filter(({ said }) => said === "locked")).toHaveLength(1);
    expect(said.filter(({ said }) => said.startsWith("refused: "))).toHaveLength(5);
  });

  it("gives one folder to exactly one of many concurrent attempts, round after round", async () => {
    for (let round = 0; round < 10; round++) {
      const attempts = await Promise.allSettled(
        Array.from({ length: 6 }, () => lockDataDir(dataDir)),
      );
      const holders = attempts.filter((attempt) => attempt.status === "fulfilled");
      expect(holders).toHaveLength(1);
      for (const attempt of attempts) {
        if (attempt.status === "rejected") {
          expect(attempt.reason).toBeInstanceOf(DataDirLockedError);
        }
      }
      await holders[0]!.value();
    }
  });

  it("lets another server lock the folder once released", async () => {
    const unlock = await lockDataDir(dataDir);
    expect((await otherServer()).said).toMatch(/^refused: .*in use/);

    await unlock();
    expect((await otherServer()).said).toBe("locked");
  });
});
