// The parts of a several-server deployment started on this machine (docs/deploy.md): app servers
// as `node apps/server/dist/main.mjs`, Debian's nginx with the documented site, an S3-compatible
// server (s3rver, from npm) and Redis. Used by the multi-server test and the bench.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `bechedaw-${prefix}-`));
}

/** Whether a program is on the PATH (or at /usr/sbin, where Debian puts nginx). */
export function findProgram(name: string): string | undefined {
  for (const folder of [...(process.env.PATH ?? "").split(":"), "/usr/sbin", "/usr/bin"]) {
    const candidate = path.join(folder, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  return undefined;
}

async function waitUntil(what: string, ms: number, isDone: () => Promise<boolean>) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await isDone()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not come up within ${ms / 1000} s`);
}

export function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

// Children still running when the process leaves (a failed test, Ctrl-C) are killed with it.
const children = new Set<ChildProcess>();
process.on("exit", () => children.forEach((child) => child.kill("SIGKILL")));

function startChild(command: string, args: string[], env: NodeJS.ProcessEnv, logFile: string) {
  const log = fs.openSync(logFile, "a");
  const child = spawn(command, args, { cwd: root, env, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

/** Stops a child with `signal`, then SIGKILL after `ms`; resolves once it is gone. */
async function stopChild(child: ChildProcess, signal: NodeJS.Signals = "SIGTERM", ms = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  if (!(await waitForExit(child, ms))) {
    child.kill("SIGKILL");
    await waitForExit(child, 5_000);
  }
}

/**
 * Builds the server bundle as a release does (docs/deploy.md, step 1), and the web app unless it
 * is built already (`npm test` builds it just before).
 */
export function buildRelease() {
  const isWebBuilt = fs.existsSync(path.join(root, "apps/web/dist/index.html"));
  for (const workspace of isWebBuilt ? ["apps/server"] : ["apps/web", "apps/server"]) {
    const build = spawnSync("npm", ["run", "build", "-w", workspace], {
      cwd: root,
      stdio: "ignore",
    });
    if (build.status !== 0) throw new Error(`npm run build -w ${workspace} failed`);
  }
}

export type AppServer = {
  url: string;
  port: number;
  child: ChildProcess;
  logFile: string;
  /** SIGTERM (graceful) by default; SIGKILL to crash it. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

/** One app server as systemd runs it: `node apps/server/dist/main.mjs` with these settings. */
export async function startAppServer(
  env: Record<string, string>,
  port?: number,
): Promise<AppServer> {
  port ??= await freePort();
  const dataDir = tempDir("app");
  const logFile = path.join(dataDir, "server.log");
  const child = startChild(
    process.execPath,
    [path.join(root, "apps/server/dist/main.mjs")],
    {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    logFile,
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntil(`app server on ${port} (log: ${logFile})`, 120_000, async () => {
    if (child.exitCode !== null) {
      throw new Error(`app server exited: ${fs.readFileSync(logFile, "utf8").slice(-2000)}`);
    }
    return (await request(`${url}/api/health`).catch(() => null))?.status === 200;
  });
  const stop = async (signal?: NodeJS.Signals) => {
    await stopChild(child, signal);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, port, child, logFile, stop };
}

/**
 * Runs s3rver (`argv`: its module, its folder, port, bucket) until it is stopped. With OpenSSL's
 * legacy provider, as apps/server/test/s3.ts explains: s3rver seals listing tokens with DES.
 */
const S3RVER_MAIN = `
const S3rver = require(process.argv[1]);
const [directory, port, name] = process.argv.slice(2);
new S3rver({ address: "127.0.0.1", port: Number(port), silent: true, directory,
  configureBuckets: [{ name, configs: [] }] }).run();
`;

/** s3rver in a folder of its own with one bucket; its fixed credentials are S3RVER/S3RVER. */
export async function startS3(bucket: string) {
  const port = await freePort();
  const directory = tempDir("s3");
  // A devDependency of apps/server, whose own S3 tests use it.
  const s3rver = createRequire(path.join(root, "apps/server/package.json")).resolve("s3rver");
  const child = startChild(
    process.execPath,
    ["--openssl-legacy-provider", "-e", S3RVER_MAIN, s3rver, directory, String(port), bucket],
    { ...process.env },
    path.join(directory, "s3rver.log"),
  );
  await waitUntil("s3rver", 15_000, () => canConnect(port));
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    close: async () => {
      await stopChild(child);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Debian's redis-server on a free port, keeping nothing on disk; undefined when not installed. */
export async function startRedis() {
  const program = findProgram("redis-server");
  if (!program) return undefined;
  const port = await freePort();
  const dir = tempDir("redis");
  const child = startChild(
    program,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { ...process.env },
    path.join(dir, "redis.log"),
  );
  await waitUntil("redis-server", 15_000, () => canConnect(port));
  const stop = async () => {
    await stopChild(child);
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url: `redis://127.0.0.1:${port}`, stop };
}

function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** The nginx site of docs/deploy.md, the one block of the page fenced as ```nginx. */
function documentedNginxSite(): string {
  const page = fs.readFileSync(path.join(root, "docs/deploy.md"), "utf8");
  const site = /```nginx\n([\s\S]*?)```/.exec(page)?.[1];
  if (!site) throw new Error("docs/deploy.md has no ```nginx block");
  return site;
}

/** Replaces each example value of the documented site; a value no longer there is an error. */
function substitute(site: string, replacements: [string, string][]): string {
  return replacements.reduce((text, [from, to]) => {
    if (!text.includes(from)) throw new Error(`docs/deploy.md's nginx site lost "${from}"`);
    return text.replaceAll(from, to);
  }, site);
}

export type Nginx = {
  url: string;
  httpUrl: string;
  ca: Buffer;
  /** nginx's master process (its workers are its children). */
  pid: number;
  stop: () => Promise<void>;
};

/**
 * Debian's nginx running the documented site in front of these app servers, on loopback ports,
 * with a self-signed certificate for 127.0.0.1 in place of Let's Encrypt's.
 */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const program = findProgram("nginx");
  if (!program) throw new Error("nginx is not installed (Debian: apt-get install nginx)");
  if (upstreams.length !== 2) throw new Error("the documented site has two app servers");
  const dir = tempDir("nginx");
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  const openssl = spawnSync("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
    "-keyout",
    key,
    "-out",
    cert,
  ]);
  if (openssl.status !== 0) throw new Error(`openssl failed: ${String(openssl.stderr)}`);
  const [httpsPort, httpPort] = [await freePort(), await freePort()];
  const site = substitute(documentedNginxSite(), [
    ["10.0.0.11:3000", upstreams[0]!],
    ["10.0.0.12:3000", upstreams[1]!],
    ["listen 80;", `listen 127.0.0.1:${httpPort};`],
    ["listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`],
    ["/etc/letsencrypt/live/bechedaw.example/fullchain.pem", cert],
    ["/etc/letsencrypt/live/bechedaw.example/privkey.pem", key],
  ]);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  const config = [
    // As root, workers would run as nobody and could not use the temporary folders made here.
    process.getuid?.() === 0 ? "user root root;" : "",
    "worker_processes 1;",
    "daemon off;",
    `pid ${path.join(dir, "nginx.pid")};`,
    `error_log ${path.join(dir, "error.log")} warn;`,
    "events { worker_connections 1024; }",
    "http {",
    `  access_log ${path.join(dir, "access.log")};`,
    `  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}`,
    site,
    "}",
  ].join("\n");
  fs.writeFileSync(path.join(dir, "nginx.conf"), config);
  const args = ["-p", dir, "-e", path.join(dir, "error.log"), "-c", path.join(dir, "nginx.conf")];
  const check = spawnSync(program, ["-t", ...args]);
  if (check.status !== 0) throw new Error(`nginx -t failed: ${String(check.stderr)}`);
  const child = startChild(program, args, { ...process.env }, path.join(dir, "nginx.out"));
  const ca = fs.readFileSync(cert);
  const url = `https://127.0.0.1:${httpsPort}`;
  await waitUntil("nginx", 15_000, async () => {
    if (child.exitCode !== null) throw new Error("nginx exited");
    return canConnect(httpsPort);
  });
  return {
    url,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    ca,
    pid: child.pid!,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type Answer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  json: <T = Record<string, unknown>>() => T;
};

/** One HTTP(S) request; `ca` trusts the test certificate. Rejects only when nothing answered. */
export function request(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    ca?: Buffer;
  } = {},
): Promise<Answer> {
  const target = new URL(url);
  const transport = target.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const call = transport.request(
      target,
      {
        method: options.method ?? "GET",
        headers: options.headers,
        ca: options.ca,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const body = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body,
            json: <T>() => JSON.parse(body.toString("utf8")) as T,
          });
        });
      },
    );
    call.on("error", reject);
    call.end(options.body);
  });
}
