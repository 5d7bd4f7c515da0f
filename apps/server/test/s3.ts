import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import { CreateBucketCommand, ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../src/config";
import { createS3Client } from "../src/modules/images/images.s3-storage";

// Quiet the SDK's notice that its 2027 releases need Node 22: the tests run on Node 20.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

export type TestS3Server = {
  endpoint: string;
  /** A new, empty bucket on it (random name). */
  createBucket: () => Promise<string>;
  /** The S3_* environment that reaches `bucket` on it (path-style, s3rver's fixed keys). */
  env: (bucket: string) => Record<string, string>;
  /** The settings loadConfig makes of `env(bucket)`. */
  settings: (bucket: string) => S3Settings;
  /** An SDK client of its own, to look at the bucket from outside the app. */
  client: S3Client;
  /** Every object key in `bucket`, sorted. */
  keys: (bucket: string) => Promise<string[]>;
  close: () => Promise<void>;
};

/**
 * Runs s3rver (`argv`: its module, its folder) on a free loopback port, prints the port, and
 * stops when its parent closes stdin (or dies).
 */
const S3RVER_MAIN = `
const S3rver = require(process.argv[1]);
const server = new S3rver({
  address: "127.0.0.1", port: 0, silent: true, directory: process.argv[2],
});
server.run().then(({ port }) => console.log("port " + port));
process.stdin.on("end", () => server.close().then(() => process.exit(0)));
process.stdin.resume();
`;

/**
 * A real S3-compatible server (the `s3rver` package) on a free loopback port, keeping its
 * objects in a temporary folder that closing removes. It runs in a process of its own with
 * OpenSSL's legacy provider: s3rver seals ListObjectsV2's continuation tokens with DES, which
 * Node 17+ refuses by default, so paging through a listing would fail with InternalError.
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-s3-"));
  const require = createRequire(import.meta.url);
  const s3rverModule = require.resolve("s3rver");
  const child = spawn(
    process.execPath,
    ["--openssl-legacy-provider", "-e", S3RVER_MAIN, s3rverModule, directory],
    { stdio: ["pipe", "pipe", "inherit"] },
  );
  const lines = readline.createInterface({ input: child.stdout });
  const [line] = (await Promise.race([
    once(lines, "line"),
    once(child, "exit").then(([code]) => {
      throw new Error(`s3rver exited with ${String(code)} before listening`);
    }),
  ])) as [string];
  const port = Number(/^port (\d+)$/.exec(line)?.[1]);
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver checks signatures against its one fixed key pair.
  const credentials = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  const settings = (bucket: string): S3Settings => ({
    bucket,
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    credentials,
    publicUrl: undefined,
  });
  const client = createS3Client(settings("unused"));
  return {
    endpoint,
    client,
    settings,
    async createBucket() {
      const bucket = `photos-${randomBytes(6).toString("hex")}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    env: (bucket) => ({
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    }),
    async keys(bucket) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (page.Contents ?? []).map((object) => object.Key ?? "").sort();
    },
    async close() {
      client.destroy();
      const exited = once(child, "exit");
      child.stdin.end();
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
