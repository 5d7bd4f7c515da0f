import path from "node:path";
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
};

/**
 * An advisory lock of our own: servers starting together on one PostgreSQL migrate one at a
 * time, and the later ones find nothing left to do (issue 16).
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
 * PGlite's PostgreSQL keeps its shared buffers in the WebAssembly heap, which never shrinks:
 * its default 128 MB is most of the server's memory. 32 MB holds the hot list indexes and
 * pages; the rest comes from the operating system's file cache (docs/decisions/012).
 */
const PGLITE_OPTIONS = {
  startParams: [
    ...PGlite.defaultStartParams,
    "-c",
    "shared_buffers=32MB",
    "-c",
    `pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
  ],
  // Trigram search (docs/decisions/016-find-a-phone.md); migration 0006 creates the extension.
  extensions: { pg_trgm },
};

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite (in `dataDir`, or in
 * memory when `dataDir` is undefined), and applies the committed migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
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
  const client = options.dataDir
    ? await PGlite.create(path.join(options.dataDir, "pglite"), PGLITE_OPTIONS)
    : await PGlite.create(PGLITE_OPTIONS);
  const db = drizzlePglite(client);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    leadership: soleServer,
    close: () => client.close(),
    listen: async (channel, onNotify) => {
      await client.listen(channel, () => onNotify());
    },
  };
}
