// The bench's own work on the seeded database (seeding, the photo lookups, the search plans),
// done in this process before the server starts.
import { openDatabase, type Database } from "../apps/server/src/db/client";
import { lockDataDir } from "../apps/server/src/db/lock";

export type BenchDatabase = { dataDir: string; databaseUrl: string | undefined };

/**
 * Runs `work` on the bench's database, with its data folder locked meanwhile as the server
 * would lock it (PGlite: one process per data folder), and closes it after.
 */
export async function withBenchDatabase<T>(
  options: BenchDatabase,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const unlock = await lockDataDir(options.dataDir);
  const database = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.databaseUrl ? undefined : options.dataDir,
  });
  try {
    return await work(database.db);
  } finally {
    await database.close();
    await unlock();
  }
}
