import { lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitHits } from "./limits.tables";

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type StoreOptions = {
  timeWindow?: unknown;
  groupId?: string;
  routeInfo?: { method?: unknown; url?: unknown };
};

/**
 * One hit on `key`: a new window when the last one is over; the hits so far and the time left
 * (milliseconds). The table is every server's, so a count made here is shared by all of them.
 * Windows are forgotten an hour after they start (`purgeOldRateLimitHits`): at most an hour long.
 */
export async function hit(db: Database, key: string, windowMs: number): Promise<Counted> {
  const window = sql`${windowMs} * interval '1 millisecond'`;
  const expired = sql`${rateLimitHits.windowStartedAt} <= now() - ${window}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStartedAt: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimitHits.windowStartedAt} END`,
      },
    })
    .returning({
      hits: rateLimitHits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.windowStartedAt} + ${window} - now()) * 1000))::int`,
    });
  return { current: row?.hits ?? 1, ttl: row?.ttl ?? windowMs };
}

/**
 * A store for @fastify/rate-limit that keeps its counters in PostgreSQL, so N servers enforce
 * one limit (docs/decisions/032). A route with a limit of its own (photo uploads) counts apart.
 */
export function postgresRateLimitStore(db: Database) {
  return class PostgresRateLimitStore {
    readonly #prefix: string;
    readonly #timeWindow: number;
    constructor(options: StoreOptions, prefix = "writes") {
      this.#prefix = prefix;
      this.#timeWindow = typeof options.timeWindow === "number" ? options.timeWindow : 60_000;
    }
    /** The plugin passes the window too (its types omit it). */
    incr(key: string, callback: Callback, timeWindow = this.#timeWindow): void {
      hit(db, `${this.#prefix}:${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child(routeOptions: object) {
      const options = routeOptions as StoreOptions;
      const route = options.routeInfo;
      const prefix = options.groupId ?? `${String(route?.method)} ${String(route?.url)}`;
      return new PostgresRateLimitStore(options, prefix);
    }
  };
}

/** Windows over for an hour: nobody's budget any more. */
export async function purgeOldRateLimitHits(db: Database): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStartedAt, sql`now() - interval '1 hour'`));
}
