import { afterAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../../test/helpers";
import { openDatabase } from "./client";
import { migrationsApplied, migrationsInBuild } from "./migrations";

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)("migrations on PostgreSQL", () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it("run once when five servers start together on a new database", async () => {
    const postgres = await createPostgresDatabase(adminUrl!);
    drops.push(postgres.drop);
    const servers = await Promise.all(
      Array.from({ length: 5 }, () => openDatabase({ databaseUrl: postgres.url })),
    );
    try {
      for (const server of servers) {
        expect(await migrationsApplied(server.db)).toBe(migrationsInBuild());
      }
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});
