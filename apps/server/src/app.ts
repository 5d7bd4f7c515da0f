import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/client";
import {
  authModule,
  createAuth,
  loadAuthSecret,
  sessionUserLoader,
  type ScryptCost,
} from "./modules/auth";
import { contactModule } from "./modules/contact";
import { dealsModule, tellBuyersOfDeletedPhone } from "./modules/deals";
import { favouritesModule, tellSaversOfPriceDrop } from "./modules/favourites";
import { countWaitingEmails, mailModule } from "./modules/mail";
import { healthModule } from "./modules/health";
import { moderationModule } from "./modules/moderation";
import {
  REDIS_KEY_PREFIX,
  closeRedis,
  connectRedis,
  limitsModule,
  postgresRateLimitStore,
  redisAuthRateLimitStorage,
} from "./modules/limits";
import { notificationsModule } from "./modules/notifications";
import { createImageStorage, imagesModule, photoProcessingQueue } from "./modules/images";
import {
  ListCache,
  catalogueModule,
  firstPageOfBrand,
  listVersionSource,
  recordPageLookup,
  sitemapVersionSource,
} from "./modules/catalogue";
import { listingsModule } from "./modules/listings";
import { releaseUnconfirmedAddress, usersModule } from "./modules/users";
import { savedSearchesModule } from "./modules/saved-searches";
import { verificationModule } from "./modules/verification";
import { authPlugin } from "./plugins/auth";
import { registerCanonicalPaths } from "./plugins/canonical-path";
import { registerCompression } from "./plugins/compression";
import { registerApiDocs } from "./plugins/docs";
import { registerErrorHandlers, sendFrameworkError } from "./plugins/error-handler";
import { registerMetrics } from "./plugins/metrics";
import { registerOriginCheck } from "./plugins/origin-check";
import { registerRateLimit } from "./plugins/rate-limit";
import { registerRequestId, requestIdOf } from "./plugins/request-id";
import { registerRobots } from "./plugins/robots";
import { registerSecurityHeaders } from "./plugins/security";
import { categoryPageRenderer } from "./plugins/server-rendered-pages";
import { registerWebApp } from "./plugins/web";

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
  await app.register(limitsModule, { purgeOldHits: isPostgres });
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

  await app.register(mailModule, {
    settings: config.mail,
    outboxDir: path.join(config.dataDir, "outbox"),
  });

  await app.register(healthModule);
  await app.register(authModule);
  await app.register(notificationsModule);
  await app.register(imagesModule);
  await app.register(verificationModule);
  await app.register(listingsModule, {
    onListingDeleted: tellBuyersOfDeletedPhone(config),
    onPriceDropped: tellSaversOfPriceDrop(config),
  });
  await app.register(catalogueModule);
  await app.register(favouritesModule);
  await app.register(savedSearchesModule);
  await app.register(dealsModule);
  await app.register(moderationModule);
  await app.register(usersModule);
  await app.register(contactModule);
  registerRobots(app);

  const pages = recordPageLookup(database.db, {
    firstPageOf: firstPageOfBrand(app),
    renderCategoryPage: categoryPageRenderer(config.webDist, app.log),
  });
  await registerWebApp(app, config.webDist, pages);
  return app;
}
