import type { Database } from "./client";

/**
 * A prepared statement per database, made on first use: Drizzle builds its SQL once instead of
 * on every request, and PostgreSQL plans it once per connection.
 */
export function preparedQuery<Prepared>(
  prepare: (db: Database) => Prepared,
): (db: Database) => Prepared {
  const byDatabase = new WeakMap<Database, Prepared>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = prepare(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
