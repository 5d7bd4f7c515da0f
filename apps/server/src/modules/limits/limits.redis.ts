import { Redis } from "ioredis";
import type { FastifyBaseLogger } from "fastify";

/** Keys of the limits' counters, apart from anything else kept in the same Redis. */
export const REDIS_KEY_PREFIX = "bechedaw:limits:";

/** How long to wait for Redis at start before serving without it (it keeps trying). */
const FIRST_CONNECT_MS = 3000;

/**
 * A client for REDIS_URL (docs/decisions/034-redis-and-metrics.md). It never queues a command
 * while Redis is away: the command fails at once and the limit lets the request through, so a
 * lost Redis slows no request. It reconnects by itself, and logs once when Redis goes and once
 * when it is back. The server starts even when Redis is down; `/api/ready` says so.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: 1000,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let isUp: boolean | undefined;
  client.on("ready", () => {
    if (isUp === false) log.info("redis: reachable again; limits are shared again");
    isUp = true;
  });
  client.on("error", (error: Error) => {
    if (isUp !== false) {
      log.warn({ err: error }, "redis: unreachable; limits count per server until it is back");
    }
    isUp = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, FIRST_CONNECT_MS);
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done);
      client.off("error", done);
      resolve();
    };
    client.once("ready", done);
    client.once("error", done);
  });
  return client;
}

/**
 * Closes the client: politely when connected (waiting for the socket to close), at once
 * otherwise; either way it tries no more reconnections.
 */
export async function closeRedis(client: Redis): Promise<void> {
  if (client.status === "end") return;
  const ended = new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    client.once("end", () => {
      clearTimeout(timer);
      resolve();
    });
  });
  if (client.status === "ready") {
    try {
      await client.quit();
      await ended;
      return;
    } catch {
      // Gone meanwhile: cut it below.
    }
  }
  client.disconnect();
  // Between two attempts there is no socket to wait for: the next attempt is called off.
  if (client.status !== "reconnecting") await ended;
}

// One fixed window per key: the first hit starts it; a key left without an expiry (never, but
// cheap to mend) gets one. Returns the hits in the window and the milliseconds it has left.
const HIT_SCRIPT = `
local current = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if current == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}
`;

type Rule = { window: number; max: number };
type Decision = { allowed: boolean; retryAfter: number | null };

/**
 * Better Auth's sign-in and sign-up limits (its `rateLimit.customStorage`) in Redis, so every
 * server counts one address's guesses against one limit. Only the limit: Better Auth's
 * `secondaryStorage` would move the sessions out of PostgreSQL too, where the API reads them.
 * While Redis is unreachable each server counts in its own memory: a guesser then gets at most
 * the limit once per server, never unlimited tries, and nobody is locked out.
 */
export function redisAuthRateLimitStorage(client: Redis, log: FastifyBaseLogger) {
  const local = new Map<string, { hits: number; endsAt: number }>();

  function consumeLocally(key: string, rule: Rule): Decision {
    const now = Date.now();
    if (local.size > 10_000) {
      for (const [name, entry] of local) if (entry.endsAt <= now) local.delete(name);
    }
    let entry = local.get(key);
    if (!entry || entry.endsAt <= now) {
      entry = { hits: 0, endsAt: now + rule.window * 1000 };
      local.set(key, entry);
    }
    entry.hits += 1;
    return decide(entry.hits, entry.endsAt - now, rule);
  }

  return {
    async consume(key: string, rule: Rule): Promise<Decision> {
      try {
        const reply = await client.eval(
          HIT_SCRIPT,
          1,
          `${REDIS_KEY_PREFIX}auth:${key}`,
          rule.window * 1000,
        );
        const [hits, ttl] = reply as [number, number];
        return decide(hits, ttl, rule);
      } catch (error) {
        log.debug({ err: error }, "redis: sign-in limit counted in this server");
        return consumeLocally(key, rule);
      }
    },
  };
}

function decide(hits: number, ttlMs: number, rule: Rule): Decision {
  if (hits <= rule.max) return { allowed: true, retryAfter: null };
  return { allowed: false, retryAfter: Math.max(1, Math.ceil(ttlMs / 1000)) };
}
