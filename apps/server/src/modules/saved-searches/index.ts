import type { FastifyPluginAsync } from "fastify";
import { scheduleEvery } from "../../schedule";
import { matchAllWaiting, sendDailyDigests } from "./saved-searches.alerts.service";
import { savedSearchesRoutes } from "./saved-searches.routes";

// Saved searches (docs/decisions/043-saved-searches.md): a user's searches, and the alerts of
// the new listings that match them. It reads the listing tables to match a listing against every
// saved search in one query; what a search selects is the catalogue's reading of it.

/** How often the leader looks for daily digests that are due. */
const DIGESTS_EVERY_MS = 10 * 60 * 1000;

/** The saved searches' routes, and the leader's tasks that send their alerts. */
export const savedSearchesModule: FastifyPluginAsync = async (app) => {
  await app.register(savedSearchesRoutes);
  scheduleEvery(app, app.config.savedSearchAlertSeconds * 1000, () =>
    matchAllWaiting(app.db, app.config),
  );
  scheduleEvery(app, DIGESTS_EVERY_MS, () => sendDailyDigests(app.db, app.config));
};
