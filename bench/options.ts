// Settings of `npm run bench`, from the environment. The defaults are the full size;
// `BENCH_PHONES=5000 BENCH_SECONDS=3` gives a quick run.

function whole(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

export type BenchOptions = {
  phones: number;
  sellers: number;
  buyers: number;
  /** Seconds each measured scenario runs. */
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** How many pages deep the "deep page" of a category is (followed by its cursors). */
  deepPages: number;
  /** How many pages deep the "deep page" of the typical search is, at most. */
  searchDeepPages: number;
  /** Sequential uploads timed for p50/p95. */
  uploads: number;
  /** A fixed port for the server, or 0 for any free one. */
  port: number;
  /** A PostgreSQL server to run the same scenarios on (a fresh database is made and dropped). */
  databaseUrl: string | undefined;
  /** Whether to run on the embedded database (BENCH_PGLITE=0 runs on PostgreSQL alone). */
  pglite: boolean;
  logLevel: string;
};

export function readOptions(): BenchOptions {
  const phones = whole("BENCH_PHONES", 100_000);
  const scale = Math.min(1, phones / 100_000);
  return {
    phones,
    sellers: Math.max(5, Math.round(500 * scale)),
    buyers: Math.max(20, Math.round(2_000 * scale)),
    seconds: whole("BENCH_SECONDS", 10),
    warmupSeconds: whole("BENCH_WARMUP_SECONDS", 2),
    connections: whole("BENCH_CONNECTIONS", 50),
    deepPages: whole("BENCH_DEEP_PAGES", Math.min(400, Math.floor(phones / 250))),
    searchDeepPages: whole("BENCH_SEARCH_DEEP_PAGES", 20),
    uploads: whole("BENCH_UPLOADS", 20),
    port: whole("BENCH_PORT", 0),
    databaseUrl: process.env.BENCH_DATABASE_URL || undefined,
    pglite: process.env.BENCH_PGLITE !== "0",
    // Per-request logs at "info" would measure the logger; warnings and errors still show.
    logLevel: process.env.BENCH_LOG_LEVEL || "warn",
  };
}
