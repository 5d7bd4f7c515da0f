import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { serverRoot } from "../server-root";
import type { Database } from "./client";

export const migrationsFolder = path.join(serverRoot, "drizzle");

/** How many migrations this build carries (drizzle-kit's journal lists each once). */
export function migrationsInBuild(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
  ) as { entries: unknown[] };
  return journal.entries.length;
}

/** How many migrations the database has applied (Drizzle's own table). */
export async function migrationsApplied(db: Database): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
