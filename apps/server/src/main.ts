import { ConfigError, loadConfig } from "./config";
import { buildApp } from "./app";
import { openDatabase } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/lock";
import { announceDemoAccounts, seedDemo } from "./modules/demo";
import { AdminAccountConflictError, ensureAdmin } from "./modules/users";

async function start() {
  const config = loadConfig();
  const unlock = await lockDataDir(config.dataDir);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
  });
  const app = await buildApp({ config, database });
  app.addHook("onClose", unlock);
  const demo = config.seedDemo ? await seedDemo(app) : null;
  if (config.admin) await ensureAdmin(app.db, app.auth, config.admin);

  let isClosing = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      if (isClosing) return;
      isClosing = true;
      app.log.info(`${signal} received, shutting down`);
      const timer = setTimeout(() => process.exit(1), 10_000);
      timer.unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error(error);
          process.exit(1);
        },
      );
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`BecheDaw is serving ${config.baseUrl} (${database.kind} database)`);
  if (demo) announceDemoAccounts(app, demo);
}

start().catch((error: unknown) => {
  if (
    error instanceof ConfigError ||
    error instanceof DataDirLockedError ||
    error instanceof AdminAccountConflictError
  ) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
