// A fresh database on a PostgreSQL server (the bench's BENCH_DATABASE_URL, the deployment
// test's TEST_DATABASE_URL), dropped afterwards.
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

export async function createFreshDatabase(adminUrl: string, prefix = "bechedaw_bench") {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
