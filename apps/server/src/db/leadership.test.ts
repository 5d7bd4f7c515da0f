import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { createPostgresDatabase } from "../../test/helpers";
import { advisoryLeadership, soleServer } from "./leadership";

const adminUrl = process.env.TEST_DATABASE_URL;

describe("background work on PGlite", () => {
  it("is always this server's: one server per data folder", async () => {
    expect(await soleServer.isLeader()).toBe(true);
  });
});

describe.runIf(adminUrl)("background work on PostgreSQL", () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  async function database() {
    const postgres = await createPostgresDatabase(adminUrl!);
    drops.push(postgres.drop);
    return postgres.url;
  }

  it("runs on exactly one of three servers, and moves on when that one stops", async () => {
    const url = await database();
    const servers = [advisoryLeadership(url), advisoryLeadership(url), advisoryLeadership(url)];
    const leadersAmong = async (asked: typeof servers) => {
      const answers = await Promise.all(asked.map((server) => server.isLeader()));
      return asked.filter((_, index) => answers[index]);
    };
    const [leader, ...others] = await leadersAmong(servers);
    expect(others).toHaveLength(0);
    expect(await leadersAmong(servers)).toEqual([leader]);

    await leader!.close();
    expect(await leader!.isLeader()).toBe(false);
    const rest = servers.filter((server) => server !== leader);
    expect(await leadersAmong(rest)).toHaveLength(1);
    await Promise.all(servers.map((server) => server.close()));
  });

  it("moves on when the leader's connection is cut", async () => {
    const url = await database();
    const [first, second] = [advisoryLeadership(url), advisoryLeadership(url)];
    expect(await first.isLeader()).toBe(true);
    expect(await second.isLeader()).toBe(false);

    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const cut = await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks
       WHERE locktype = 'advisory' AND granted AND database =
         (SELECT oid FROM pg_database WHERE datname = $1)`,
      [new URL(url).pathname.slice(1)],
    );
    expect(cut.rowCount).toBe(1);
    await admin.end();
    // PostgreSQL releases the lock with the session; the next one to ask then takes it.
    await vi.waitFor(async () => expect(await second.isLeader()).toBe(true), { timeout: 10_000 });
    expect(await first.isLeader()).toBe(false);
    await Promise.all([first.close(), second.close()]);
  });
});
