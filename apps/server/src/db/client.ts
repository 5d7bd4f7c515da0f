import path from "node:path";
import v8 from "node:v8";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { advisoryLeadership, type Leadership, soleServer } from "./leadership";
import { migrationsFolder } from "./migrations";

// No relational schema (`db.query.*`): the database layer knows no module's tables, and every
// query names its own (docs/decisions/007-module-boundaries.md).
export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  /** Whether this server runs the background work (db/leadership.ts). */
  leadership: Leadership;
  /**
   * Embedded only: calls `onNotify` on each NOTIFY on `channel`, before the query whose commit
   * sent it resolves (PGlite queues it as a microtask while it reads the answer).
   */
  listen?: (channel: string, onNotify: () => void) => Promise<void>;
  /** Embedded only: the data folder as a tar file, for `loadDataDir`. */
  dumpDataDir?: () => Promise<Blob>;
};

/**
 * An advisory lock of our own: servers starting together on one PostgreSQL migrate one at a
 * time, and the later ones find nothing left to do.
 */
const MIGRATION_LOCK = 7_215_403_118;

async function migrateOnce(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * How alike a searched word and a listing's words must be (pg_trgm's `word_similarity`, 0 to 1)
 * for a typo to match: "samsang" is 0.5 of "samsung", "iphon" 0.83 of "iphone". pg_trgm's
 * default 0.6 misses the first. Set per connection, so that its index answers the `%>` operator.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * PGlite's PostgreSQL keeps its shared buffers in the WebAssembly heap, which never shrinks, and
 * touches all of them at start: its default 128 MB is most of the server's memory. 16 MB holds
 * the hot index pages; the lists are answered from the list cache, and the rest comes from the
 * operating system's file cache (docs/decisions/012, 037).
 */
const PGLITE_OPTIONS = {
  startParams: [
    ...PGlite.defaultStartParams,
    "-c",
    "shared_buffers=16MB",
    "-c",
    `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
  ],
  // Trigram search (docs/decisions/016-find-a-phone.md); migration 0006 creates the extension.
  extensions: { pg_trgm },
};

/**
 * How long a function of PGlite's WebAssembly must run before V8 compiles it a second time with
 * its optimizing compiler, in V8's units (its default is 1,800,000). PostgreSQL's start-up runs
 * many functions hot for a moment; at the default they were all compiled again, which left about
 * 30 MB of the compilers' memory resident for good. At 100,000,000 the functions that serving
 * keeps hot are still optimized, within seconds of load: as fast, and 12 to 24 MB less resident
 * two seconds after start-up, less after load too (docs/decisions/037-idle-memory.md). Read when
 * PGlite instantiates its module, so set just before; it applies to the whole process.
 */
const WASM_TIERING_BUDGET = 100_000_000;

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite (in `dataDir`, or in
 * memory when `dataDir` is undefined), and applies the committed migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /**
   * Embedded only: a data folder saved by PGlite's `dumpDataDir` to start from (tests start
   * from an already migrated one; the migrations still run and find nothing left to do).
   */
  loadDataDir?: Blob | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    // An idle connection that PostgreSQL drops (restart, failover) is reported here; unheard,
    // it would crash the process. The pool discards that client and opens a fresh one.
    pool.on("error", (error) =>
      console.warn(`PostgreSQL closed an idle connection: ${error.message}`),
    );
    await migrateOnce(pool);
    const db = drizzlePg(pool);
    const leadership = advisoryLeadership(options.databaseUrl);
    return {
      db: db as unknown as Database,
      kind: "postgres",
      leadership,
      close: async () => {
        await leadership.close();
        await pool.end();
      },
    };
  }
  v8.setFlagsFromString(`--wasm-tiering-budget=${WASM_TIERING_BUDGET}`);
  const pgliteOptions = { ...PGLITE_OPTIONS, loadDataDir: options.loadDataDir };
  const client = options.dataDir
    ? await PGlite.create(path.join(options.dataDir, "pglite"), pgliteOptions)
    : await PGlite.create(pgliteOptions);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    leadership: soleServer,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
    listen: async (channel, onNotify) => {
      await client.listen(channel, () => onNotify());
    },
  };
}
