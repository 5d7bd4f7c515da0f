// What app.ts decorates every Fastify instance with, declared apart from it so that any code
// using a module's routes (the server, its tests, the bench) type-checks with the decorations.
// The routes' `config.rateLimit` is declared by the rate-limit plugin's own types.
import type {} from "@fastify/rate-limit";
import type { Redis } from "ioredis";
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { Leadership } from "./db/leadership";
import type { ListCache, ListVersionSource } from "./modules/catalogue";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Public list pages until a write changes a list (docs/decisions/011-list-cache.md). */
    listCache: ListCache;
    /**
     * Public phone pages (`GET /api/products/:id`), under the same version as the lists: apart
     * from them, so that visits to many phones never push the hot list pages out.
     */
    phonePageCache: ListCache;
    /** Changes when a listing leaves the public lists: the sitemap is built again. */
    sitemapVersion: ListVersionSource;
    /** Whether this server runs the background work now (db/leadership.ts). */
    leadership: Leadership;
    /** The limits' counters when REDIS_URL is set (docs/decisions/034-redis-and-metrics.md). */
    redis: Redis | undefined;
  }
}
