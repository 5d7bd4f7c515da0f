import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { openDatabase } from "../../db/client";
import { createTestApp } from "../../../test/helpers";

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("GET /api/health", () => {
  it("answers ok", async () => {
    const response = await app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: "ok" });
  });

  it("touches no database: it still answers with the database closed", async () => {
    const database = await openDatabase({});
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent" });
    // The test closes the database itself, before the app.
    const lone = await buildApp({
      config,
      database: { ...database, close: async () => {} },
      ephemeral: true,
    });
    await database.close();

    const health = await lone.inject({ method: "GET", url: "/api/health" });
    const list = await lone.inject({ method: "GET", url: "/api/advertisedProducts" });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: "ok" });
    expect(list.statusCode).toBe(500);
    await lone.close();
  });

  it("rejects a body on a GET-only route with a JSON 404 for other methods", async () => {
    const response = await app.inject({ method: "POST", url: "/api/health", payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: "ROUTE_NOT_FOUND" });
  });

  const adminUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!adminUrl)("still reads after PostgreSQL drops the idle connections", async () => {
    const result = await app.db.execute(sql`select current_database() as name`);
    const name = (result as { rows: { name: string }[] }).rows[0]?.name;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const killed = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
      [name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 200));

    const response = await app.inject({ method: "GET", url: "/api/advertisedProducts" });
    expect(response.statusCode).toBe(200);
  });
});
