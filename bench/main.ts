// The server benchmark of `npm run bench`: seeds a fresh data folder, starts the real server on
// it, drives each route with autocannon and prints every figure beside its goal, on PGlite and,
// with BENCH_DATABASE_URL, on PostgreSQL. Writes bench/results/latest.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { drive, waitUntilIdle } from "./load";
import { readOptions, type BenchOptions } from "./options";
import { createBenchDatabase } from "./postgres";
import {
  machine,
  printRun,
  withVerdicts,
  writeResults,
  type DatabaseRun,
  type RouteFigure,
} from "./report";
import { deepCursor, productBody, routeScenarios } from "./scenarios";
import { buyerEmail, seed, sellerEmail } from "./seed";
import { type RunningServer, startServer } from "./server";
import { signIn } from "./session";
import { makePhoto, percentile, timeUploads, upload, uploadContinuously } from "./uploads";

const RESULTS_FILE = path.join(import.meta.dirname, "results/latest.json");
const PARALLEL_UPLOADS = 4;

const step = (message: string) => console.log(`▶ ${message}`);

// Work to undo if the bench is stopped early (its servers are stopped by server.ts).
const cleanups = new Set<() => Promise<void> | void>();
let isStopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (isStopping) return;
    isStopping = true;
    console.error(`\n${signal}: stopping the server and removing the bench data`);
    const pending = [...cleanups].map(async (cleanup) => cleanup());
    void Promise.allSettled(pending).then(() => process.exit(130));
  });
}

async function withCleanup<T>(cleanup: () => Promise<void> | void, work: () => Promise<T>) {
  cleanups.add(cleanup);
  try {
    return await work();
  } finally {
    cleanups.delete(cleanup);
    await cleanup();
  }
}

async function measure(
  server: RunningServer,
  options: BenchOptions,
  seedSummary: DatabaseRun["seed"],
  isPglite: boolean,
) {
  const { url } = server;
  const load = { connections: options.connections, seconds: options.seconds };
  const [busySeller, buyer, creator] = [
    await signIn(url, sellerEmail(0)),
    await signIn(url, buyerEmail(0)),
    await signIn(url, sellerEmail(1)),
  ];
  step(`following ${options.deepPages} pages of cursors`);
  const cursor = await deepCursor(url, options.deepPages);
  const photo = await makePhoto();
  const scenarios = routeScenarios({
    seed: seedSummary,
    deepCursor: cursor,
    deepPages: options.deepPages,
    sellerCookie: busySeller,
    buyerCookie: buyer,
    creatorCookie: creator,
    productBody: productBody(await upload(url, creator, photo)),
  });

  step(`warming up (${options.warmupSeconds} s a route)`);
  for (const scenario of scenarios) {
    await drive(url, scenario.request, { ...load, seconds: options.warmupSeconds });
    await waitUntilIdle(url);
  }
  const rssIdleMb = server.rssMb();

  const routes: RouteFigure[] = [];
  for (const scenario of scenarios) {
    step(`${scenario.name}: ${options.connections} connections, ${options.seconds} s`);
    const result = await drive(url, scenario.request, load);
    await waitUntilIdle(url);
    const baseline = routes[0]?.requestsPerSecond ?? result.requestsPerSecond;
    // The request's path only: its headers hold session cookies.
    const { name, goal, request } = scenario;
    const ratio = result.requestsPerSecond / baseline;
    routes.push({
      name,
      method: request.method ?? "GET",
      path: request.path,
      goal,
      ...result,
      ratio,
    });
  }

  step(`${options.uploads} uploads of a ${(photo.length / 1e6).toFixed(1)} MB 12 MP JPEG`);
  await waitUntilIdle(url);
  const uploadTimes = await timeUploads(url, creator, photo, options.uploads);
  step(`/api/health while ${PARALLEL_UPLOADS} uploads run at once`);
  let isDone = false;
  const concurrent = uploadContinuously(url, creator, photo, PARALLEL_UPLOADS, () => isDone);
  const health = await drive(url, { path: "/api/health" }, load).finally(() => (isDone = true));
  const concurrentTimes = await concurrent;

  const only = (goal: number) => (isPglite ? goal : undefined);
  const figures = [
    {
      name: "start-up (process start → /api/health)",
      value: server.startupMs,
      unit: "ms",
      goalMax: only(1500),
    },
    { name: "RSS idle, after warm-up", value: rssIdleMb, unit: "MB", goalMax: only(250) },
    { name: "RSS after the load", value: server.rssMb(), unit: "MB" },
    { name: "upload p50", value: percentile(uploadTimes, 50), unit: "ms" },
    { name: "upload p95", value: percentile(uploadTimes, 95), unit: "ms", goalMax: 600 },
    {
      name: `upload p95, ${PARALLEL_UPLOADS} at once (${concurrentTimes.length} uploads)`,
      value: percentile(concurrentTimes, 95),
      unit: "ms",
    },
    {
      name: `/api/health p99 during ${PARALLEL_UPLOADS} uploads`,
      value: health.p99Ms,
      unit: "ms",
      goalMax: 50,
    },
    { name: `/api/health req/s during uploads`, value: health.requestsPerSecond, unit: "req/s" },
  ];
  return { routes, figures };
}

async function benchDatabase(kind: DatabaseRun["database"], options: BenchOptions) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-bench-"));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  return withCleanup(removeDataDir, async () => {
    const postgres = kind === "postgres" ? await createBenchDatabase(options.databaseUrl!) : null;
    return withCleanup(
      () => postgres?.drop(),
      async () => {
        const databaseUrl = postgres?.url;
        step(`${kind}: seeding ${options.phones} phones into ${dataDir}`);
        const seedSummary = await seed({ dataDir, databaseUrl, size: options });
        step(`seeded in ${seedSummary.seconds.toFixed(1)} s; first start (not timed)`);
        const serverOptions = {
          dataDir,
          databaseUrl,
          port: options.port,
          logLevel: options.logLevel,
        };
        await (await startServer(serverOptions)).stop();
        const server = await startServer(serverOptions);
        step(`server ${server.serverPid} answered in ${server.startupMs.toFixed(0)} ms`);
        const run = await withCleanup(server.stop, () =>
          measure(server, options, seedSummary, kind === "pglite"),
        );
        const result: DatabaseRun = { database: kind, seed: seedSummary, ...run };
        printRun(result);
        return result;
      },
    );
  });
}

const options = readOptions();
const runs = [await benchDatabase("pglite", options)];
if (options.databaseUrl) runs.push(await benchDatabase("postgres", options));
writeResults(RESULTS_FILE, {
  date: new Date().toISOString(),
  machine: machine(),
  options: { ...options, databaseUrl: undefined, postgres: Boolean(options.databaseUrl) },
  runs: runs.map(withVerdicts),
});
console.log(`\nWrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
