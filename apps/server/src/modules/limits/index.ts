import type { FastifyPluginAsync } from "fastify";
import { scheduleEvery } from "../../schedule";
import { purgeOldRateLimitHits } from "./limits.store";

// Request limits shared by every server: their counters in PostgreSQL or Redis. The write limit
// itself is plugins/rate-limit.ts; app.ts gives it the store this module makes.

/** The limits' background work: counters kept in PostgreSQL are purged every ten minutes. */
export const limitsModule: FastifyPluginAsync<{ purgeOldHits: boolean }> = async (app, options) => {
  if (options.purgeOldHits) {
    scheduleEvery(app, 10 * 60 * 1000, () => purgeOldRateLimitHits(app.db));
  }
};

export {
  REDIS_KEY_PREFIX,
  closeRedis,
  connectRedis,
  redisAuthRateLimitStorage,
} from "./limits.redis";
export { countInWindow } from "./limits.service";
export { postgresRateLimitStore } from "./limits.store";
