import fs from "node:fs";
import path from "node:path";
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

describe("GET /api/ready", () => {
  it("is ready with the database up, every migration applied and photos storable", async () => {
    const response = await app.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: "ready",
      checks: { database: "ok", migrations: "ok", storage: "ok" },
    });
  });

  it("is not ready, saying what, when a migration is missing or photos cannot be stored", async () => {
    const lone = await createTestApp();
    await lone.db.execute(
      sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
    );
    // The photo folder's place taken by a file: nothing can be written there.
    const photos = path.join(lone.config.dataDir, "images");
    fs.rmSync(photos, { recursive: true, force: true });
    fs.writeFileSync(photos, "not a folder");

    const response = await lone.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: "not-ready",
      checks: {
        database: "ok",
        migrations: "migrations not applied",
        storage: "photo storage not writable",
      },
    });
    await lone.close();
  });

  it("is not ready when the database is gone, and names no host or path", async () => {
    const database = await openDatabase({});
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_DIST: "/nonexistent" });
    const lone = await buildApp({
      config,
      database: { ...database, close: async () => {} },
      ephemeral: true,
    });
    await database.close();

    const response = await lone.inject({ method: "GET", url: "/api/ready" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: "not-ready",
      checks: { database: "database unreachable", migrations: "migrations not applied" },
    });
    await lone.close();
  });
});

describe("request ids", () => {
  it("gives every answer an X-Request-Id, a new one each time", async () => {
    const first = await app.inject({ method: "GET", url: "/api/health" });
    const second = await app.inject({ method: "GET", url: "/api/nothing-here" });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(first.headers["x-request-id"]).toMatch(uuid);
    expect(second.headers["x-request-id"]).toMatch(uuid);
    expect(first.headers["x-request-id"]).not.toBe(second.headers["x-request-id"]);
  });

  it("keeps a proxy's id, and replaces one that could break a log line", async () => {
    const kept = await app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "3f2a9c0d41b6e7f8a9b0c1d2e3f4a5b6" },
    });
    expect(kept.headers["x-request-id"]).toBe("3f2a9c0d41b6e7f8a9b0c1d2e3f4a5b6");
    for (const hostile of ["a b\\nFAKE LOG LINE", "x".repeat(500), "short"]) {
      const replaced = await app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "x-request-id": hostile },
      });
      expect(replaced.headers["x-request-id"]).not.toBe(hostile);
      expect(replaced.headers["x-request-id"]).toHaveLength(36);
    }
  });
});
