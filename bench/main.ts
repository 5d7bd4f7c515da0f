// The server benchmark of `npm run bench`: seeds a fresh data folder, starts the real server on
// it, drives each route with autocannon and prints every figure beside its goal, on PGlite and,
// with BENCH_DATABASE_URL, on PostgreSQL, where it then runs the public lists through nginx in
// front of one and two servers (bench/behind-nginx.ts). Writes bench/results/latest.json.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  benchBehindNginx,
  type NginxRun,
  type NginxSkipped,
  printNginxRun,
  whyNoNginxRun,
} from "./behind-nginx";
import { measure } from "./measure";
import { readOptions, type BenchOptions } from "./options";
import { measurePhotoHashes } from "./photo-hashes";
import { measureSavedSearchMatching } from "./saved-search-matches";
import { createFreshDatabase } from "./postgres";
import { machine, printRun, withVerdicts, writeResults, type DatabaseRun } from "./report";
import { explainTypicalSearch } from "./search-plans";
import { seed } from "./seed";
import { startServer } from "./server";
import { makePhoto } from "./uploads";

const RESULTS_FILE = path.join(import.meta.dirname, "results/latest.json");

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

type Run = DatabaseRun & { behindNginx?: NginxRun | NginxSkipped };

async function benchDatabase(kind: DatabaseRun["database"], options: BenchOptions): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bechedaw-bench-"));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  return withCleanup(removeDataDir, async () => {
    const postgres = kind === "postgres" ? await createFreshDatabase(options.databaseUrl!) : null;
    return withCleanup(
      () => postgres?.drop(),
      async () => {
        const databaseUrl = postgres?.url;
        step(`${kind}: seeding ${options.phones} phones into ${dataDir}`);
        const seedSummary = await seed({ dataDir, databaseUrl, size: options });
        step(`seeded in ${seedSummary.seconds.toFixed(1)} s; timing photo hashes and lookups`);
        const photoFigures = await measurePhotoHashes({
          dataDir,
          databaseUrl,
          photo: await makePhoto(),
          isPglite: kind === "pglite",
        });
        step("matching a new phone against 10,000 saved searches");
        const savedSearchFigures = await measureSavedSearchMatching({ dataDir, databaseUrl });
        step("the typical search's plans (EXPLAIN ANALYZE)");
        const plans = await explainTypicalSearch({
          dataDir,
          databaseUrl,
          deepPages: options.searchDeepPages,
        });
        step("first start (not timed)");
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
        const result: Run = {
          database: kind,
          seed: seedSummary,
          routes: run.routes,
          figures: [...run.figures, ...photoFigures, ...savedSearchFigures],
          plans,
        };
        printRun(result);
        if (!postgres) return result;
        // The same database, now behind nginx (the one server above is stopped by now).
        const skipped = whyNoNginxRun(options);
        if (skipped) {
          console.log(`\n${skipped}`);
          return { ...result, behindNginx: { skipped } };
        }
        const behindNginx = await benchBehindNginx({
          databaseUrl: postgres.url,
          lists: run.publicLists,
          oneServer: run.routes,
          options,
        });
        printNginxRun(behindNginx, run.routes);
        return { ...result, behindNginx };
      },
    );
  });
}

const options = readOptions();
if (!options.pglite && !options.databaseUrl) {
  throw new Error("BENCH_PGLITE=0 needs BENCH_DATABASE_URL: there is no database to run on");
}
const runs = options.pglite ? [await benchDatabase("pglite", options)] : [];
if (options.databaseUrl) runs.push(await benchDatabase("postgres", options));
else console.log(`\n${whyNoNginxRun(options)}`);
writeResults(RESULTS_FILE, {
  date: new Date().toISOString(),
  machine: machine(),
  options: { ...options, databaseUrl: undefined, postgres: Boolean(options.databaseUrl) },
  runs: runs.map(withVerdicts),
});
console.log(`\nWrote ${path.relative(process.cwd(), RESULTS_FILE)}`);
