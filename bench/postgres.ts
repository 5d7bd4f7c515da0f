// A fresh database on the PostgreSQL server of BENCH_DATABASE_URL, dropped afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";

async function run(adminUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createBenchDatabase(adminUrl: string) {
  const name = `bechedaw_bench_${randomBytes(6).toString("hex")}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
