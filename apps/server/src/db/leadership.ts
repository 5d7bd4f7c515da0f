import pg from "pg";

/** An advisory lock of our own, apart from the migrations' one. */
const BACKGROUND_LOCK = 7_215_403_119;

/**
 * Whether this server runs the background work (the email outbox, clean-ups): on PostgreSQL
 * the one server holding a session-level advisory lock on a connection of its own; when that
 * server stops or its connection breaks, PostgreSQL lets go and the next server to ask takes
 * over. Embedded PGlite has one server per data folder: always it.
 */
export type Leadership = {
  isLeader(): Promise<boolean>;
  close(): Promise<void>;
};

export const soleServer: Leadership = {
  isLeader: async () => true,
  close: async () => {},
};

export function advisoryLeadership(connectionString: string): Leadership {
  let client: pg.Client | undefined;
  let isLeader = false;
  let closed = false;
  const forget = (lost: pg.Client) => {
    if (client !== lost) return;
    client = undefined;
    isLeader = false;
    lost.end().catch(() => {});
  };
  return {
    async isLeader() {
      if (isLeader || closed) return isLeader && !closed;
      try {
        if (!client) {
          const fresh = new pg.Client({ connectionString });
          fresh.on("error", () => forget(fresh));
          fresh.on("end", () => forget(fresh));
          client = fresh;
          await fresh.connect();
        }
        const result = await client.query<{ locked: boolean }>(
          "SELECT pg_try_advisory_lock($1) AS locked",
          [BACKGROUND_LOCK],
        );
        isLeader = result.rows[0]?.locked === true;
      } catch {
        if (client) forget(client);
      }
      return isLeader;
    },
    async close() {
      closed = true;
      isLeader = false;
      const last = client;
      client = undefined;
      await last?.end().catch(() => {});
    },
  };
}
