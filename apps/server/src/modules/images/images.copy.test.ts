import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3Server, type TestS3Server } from "../../../test/s3";
import { copyImageFiles } from "./images.copy";
import { createS3ImageStorage } from "./images.s3-storage";
import { createLocalImageStorage, type ImageStorage } from "./images.storage";

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, "../../../../..");

let s3: TestS3Server;
let dataDir: string;
const NAME = "AbCdEfGhIjKlMnOpQrStUv";

beforeAll(async () => {
  s3 = await startTestS3Server();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-copy-"));
});
afterAll(async () => {
  await s3.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A data folder's images: two sizes of a photo, a private proof, a temp file, a stray file. */
function fillFolder(folder: string) {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, `${NAME}.webp`), "display");
  fs.writeFileSync(path.join(folder, `${NAME}-card.webp`), "card");
  fs.writeFileSync(path.join(folder, `${NAME}-private.webp`), "proof");
  fs.writeFileSync(path.join(folder, `${NAME}.webp.0123456789ab.tmp`), "half");
  fs.writeFileSync(path.join(folder, "notes.txt"), "not a photo");
}

describe("copyImageFiles", () => {
  it("copies each photo to its prefix once, skipping what is there with the same size", async () => {
    const folder = path.join(dataDir, "function", "images");
    fillFolder(folder);
    const bucket = await s3.createBucket();
    const from = createLocalImageStorage(folder);
    const to = createS3ImageStorage(s3.settings(bucket));

    expect(await copyImageFiles(from, to)).toEqual({
      copied: 3,
      skipped: 0,
      failed: 0,
      ignored: 2,
    });
    expect(await s3.keys(bucket)).toEqual([
      `private/${NAME}-private.webp`,
      `public/${NAME}-card.webp`,
      `public/${NAME}.webp`,
    ]);
    expect((await to.read(`${NAME}-private.webp`))?.toString()).toBe("proof");

    expect(await copyImageFiles(from, to)).toEqual({
      copied: 0,
      skipped: 3,
      failed: 0,
      ignored: 2,
    });

    // A file whose size differs there (a broken earlier copy) is copied again.
    await to.put(`${NAME}-card.webp`, Buffer.from("c"));
    expect(await copyImageFiles(from, to)).toMatchObject({ copied: 1, skipped: 2 });
    expect((await to.read(`${NAME}-card.webp`))?.toString()).toBe("card");
  });

  it("counts and reports a file that fails, and copies the rest", async () => {
    const folder = path.join(dataDir, "failing", "images");
    fillFolder(folder);
    const bucket = await s3.createBucket();
    const s3Storage = createS3ImageStorage(s3.settings(bucket));
    const to: ImageStorage = {
      ...s3Storage,
      put: (name, data) =>
        name === `${NAME}-card.webp`
          ? Promise.reject(new Error("connection reset"))
          : s3Storage.put(name, data),
    };
    const errors: string[] = [];
    const result = await copyImageFiles(createLocalImageStorage(folder), to, {
      onError: (name, error) => errors.push(`${name}: ${(error as Error).message}`),
    });
    expect(result).toEqual({ copied: 2, skipped: 0, failed: 1, ignored: 2 });
    expect(errors).toEqual([`${NAME}-card.webp: connection reset`]);
    expect(await s3.keys(bucket)).toEqual([`private/${NAME}-private.webp`, `public/${NAME}.webp`]);
  });
});

describe("npm run images:copy-to-s3", () => {
  const command = (env: Record<string, string>) =>
    run("npm", ["run", "--silent", "images:copy-to-s3"], {
      cwd: repoRoot,
      // Not the test process's environment: Vitest sets BASE_URL="/" in it.
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: path.join(dataDir, "command"),
        ...env,
      },
    });

  it("copies DATA_DIR's photos, says how many, and copies nothing the second time", async () => {
    fillFolder(path.join(dataDir, "command", "images"));
    const bucket = await s3.createBucket();
    const first = await command(s3.env(bucket));
    expect(first.stdout).toContain("copied 3, skipped 0 (already there), failed 0");
    expect(first.stdout).toContain("2 files that are not photos left alone");
    expect(await s3.keys(bucket)).toHaveLength(3);
    const second = await command(s3.env(bucket));
    expect(second.stdout).toContain("copied 0, skipped 3 (already there), failed 0");
  });

  it("exits non-zero without a bucket, or when the bucket cannot be reached", async () => {
    await expect(command({ S3_BUCKET: "" })).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Set S3_BUCKET") as unknown,
    });
    await expect(command(s3.env("no-such-bucket"))).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("NoSuchBucket") as unknown,
    });
  });
});
