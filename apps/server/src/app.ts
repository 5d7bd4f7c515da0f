import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import type { Redis } from "ioredis";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import type { Leadership } from "./db/leadership";
import { createAuth } from "./modules/auth/auth";
import { authRoutes } from "./modules/auth/auth.routes";
import { passwordResetRoutes } from "./modules/auth/password-reset.routes";
import type { ScryptCost } from "./modules/auth/password";
import { loadAuthSecret } from "./modules/auth/secret";
import { sessionUserLoader } from "./modules/auth/session-user";
import { dealsModule, tellBuyersOfDeletedPhone } from "./modules/deals";
import { countWaitingEmails } from "./modules/mail/mail.service";
import { mailWorker } from "./modules/mail/mail.worker";
import { createMailTransport } from "./modules/mail/mail.transport";
import { healthRoutes } from "./modules/health/health.routes";
import { moderationModule } from "./modules/moderation";
import {
  REDIS_KEY_PREFIX,
  closeRedis,
  connectRedis,
  redisAuthRateLimitStorage,
} from "./modules/limits/limits.redis";
import { postgresRateLimitStore, purgeOldRateLimitHits } from "./modules/limits/limits.store";
import { notificationsRoutes } from "./modules/notifications/notifications.routes";
import { imagesRoutes } from "./modules/images/images.routes";
import { photoProcessingQueue } from "./modules/images/images.service";
import { createImageStorage } from "./modules/images/images.storage";
import { recordPageLookup } from "./modules/products/products.previews.service";
import { productPricesRoutes } from "./modules/products/products.prices.routes";
import {
  ListCache,
  listVersionSource,
  sitemapVersionSource,
  type ListVersionSource,
} from "./modules/products/products.list-cache";
import { firstPageOfBrand, productsRoutes } from "./modules/products/products.routes";
import { sitemapRoutes } from "./modules/products/products.sitemap.routes";
import { usersAccountRoutes } from "./modules/users/users.account.routes";
import { usersBanRoutes } from "./modules/users/users.ban.routes";
import { sellersRoutes } from "./modules/users/sellers.routes";
import { userManagementRoutes } from "./modules/users/users.management.routes";
import { adminRoleRoutes } from "./modules/users/users.admin-role.routes";
import { usersRoutes } from "./modules/users/users.routes";
import { usersEmailRoutes } from "./modules/users/users.email.routes";
import { releaseUnconfirmedAddress } from "./modules/users/users.email.service";
import { verificationRoutes } from "./modules/verification/verification.routes";
import { authPlugin } from "./plugins/auth";
import { registerCanonicalPaths } from "./plugins/canonical-path";
import { registerCompression } from "./plugins/compression";
import { registerApiDocs } from "./plugins/docs";
import { registerErrorHandlers, sendFrameworkError } from "./plugins/error-handler";
import { registerMetrics } from "./plugins/metrics";
import { registerOriginCheck } from "./plugins/origin-check";
import { registerRateLimit } from "./plugins/rate-limit";
import { scheduleEvery } from "./schedule";
import { registerRequestId, requestIdOf } from "./plugins/request-id";
import { registerRobots } from "./plugins/robots";
import { registerSecurityHeaders } from "./plugins/security";
import { categoryPageRenderer } from "./plugins/server-rendered-pages";
import { registerWebApp } from "./plugins/web";

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

const BODY_LIMIT = 1024 * 1024;

/** Builds the whole server without listening; tests build it too. */
export async function buildApp(options: {
  config: Config;
  database: DatabaseHandle;
  /** Keep the data folder out of it (in-memory tests): the secret is not persisted. */
  ephemeral?: boolean;
  /** scrypt's cost for new passwords (tests pass a cheap one); production's by default. */
  passwordCost?: ScryptCost;
}): Promise<FastifyInstance> {
  const { config, database } = options;
  const { trustProxy } = config;
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    // A hop count trusts the last N proxies (Fastify's types take it only as a function).
    trustProxy:
      typeof trustProxy === "number"
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    return503OnClosing: true,
    requestIdHeader: false,
    genReqId: requestIdOf,
    frameworkErrors: sendFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("leadership", database.leadership);
  const listVersion = await listVersionSource(database);
  app.decorate("listCache", new ListCache(listVersion));
  app.decorate("phonePageCache", new ListCache(listVersion));
  app.decorate("sitemapVersion", await sitemapVersionSource(database));
  app.decorate("imageStorage", await createImageStorage(config));
  app.addHook("onClose", () => database.close());

  registerErrorHandlers(app);
  registerRequestId(app);
  registerSecurityHeaders(app);
  registerCanonicalPaths(app);
  registerOriginCheck(app);
  const redis = config.redisUrl ? await connectRedis(config.redisUrl, app.log) : undefined;
  app.decorate("redis", redis);
  if (redis) app.addHook("onClose", () => closeRedis(redis));
  const isPostgres = database.kind === "postgres";
  await registerRateLimit(
    app,
    redis
      ? { redis, nameSpace: `${REDIS_KEY_PREFIX}writes:` }
      : isPostgres
        ? { store: postgresRateLimitStore(database.db) }
        : undefined,
  );
  if (isPostgres) scheduleEvery(app, 10 * 60 * 1000, () => purgeOldRateLimitHits(app.db));
  await registerCompression(app);
  await registerApiDocs(app);
  registerMetrics(app, {
    token: config.metricsToken,
    gauges: [
      {
        name: "bechedaw_email_outbox_waiting",
        help: "Emails in the outbox still to send (all servers': the table is shared)",
        read: () => countWaitingEmails(app.db),
      },
      {
        name: "bechedaw_photo_processing_running",
        help: "Uploaded photos being decoded now in this server",
        read: () => photoProcessingQueue().running,
      },
      {
        name: "bechedaw_photo_processing_waiting",
        help: "Uploaded photos waiting in this server for a turn to be decoded",
        read: () => photoProcessingQueue().waiting,
      },
    ],
  });

  const secret = loadAuthSecret(config.authSecret, options.ephemeral ? undefined : config.dataDir);
  const { passwordCost } = options;
  const auth = createAuth({
    config,
    db: database.db,
    secret,
    passwordCost,
    ...(redis ? { rateLimitStorage: redisAuthRateLimitStorage(redis, app.log) } : {}),
    onProviderVerifiedEmail: (email) =>
      releaseUnconfirmedAddress(
        { db: database.db, auth, storage: app.imageStorage, log: app.log },
        email,
      ),
  });
  app.decorate("auth", auth);
  await app.register(authPlugin, { loadSessionUser: sessionUserLoader(auth, database.db) });

  const { mail } = config;
  const transport = createMailTransport({
    smtpUrl: mail.smtpUrl,
    outboxDir: path.join(config.dataDir, "outbox"),
    // Shorter than the time a worker holds an email, so no other worker tries it meanwhile.
    timeoutSeconds: Math.max(1, Math.min(30, mail.retrySeconds / 2)),
  });
  await app.register(mailWorker, { transport, from: mail.from, retrySeconds: mail.retrySeconds });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(notificationsRoutes);
  await app.register(usersRoutes);
  await app.register(usersEmailRoutes);
  await app.register(sellersRoutes);
  await app.register(userManagementRoutes);
  await app.register(adminRoleRoutes);
  await app.register(usersAccountRoutes);
  await app.register(imagesRoutes);
  await app.register(productsRoutes, {
    onListingDeleted: tellBuyersOfDeletedPhone(config),
  });
  await app.register(productPricesRoutes);
  await app.register(verificationRoutes);
  await app.register(usersBanRoutes);
  await app.register(dealsModule);
  await app.register(moderationModule);
  await app.register(sitemapRoutes);
  registerRobots(app);

  const pages = recordPageLookup(database.db, {
    firstPageOf: firstPageOfBrand(app),
    renderCategoryPage: categoryPageRenderer(config.webDist, app.log),
  });
  await registerWebApp(app, config.webDist, pages);
  return app;
}
