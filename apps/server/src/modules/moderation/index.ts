import type { FastifyPluginAsync } from "fastify";
import { dealModerationRoutes } from "./moderation.deals.routes";
import { listingQueueRoutes } from "./moderation.listings.routes";
import { reportListingRoutes } from "./moderation.report-listing.routes";
import { reportsAdminRoutes } from "./moderation.reports.routes";
import { adminSummaryRoutes } from "./moderation.summary.routes";

// Moderation: the admins' queue of held, flagged and reported listings, users' reports of
// listings, the admins' moderation of deal threads and reviews, and the count of what waits.

/** Every route of moderation. */
export const moderationModule: FastifyPluginAsync = async (app) => {
  await app.register(reportListingRoutes);
  await app.register(reportsAdminRoutes);
  await app.register(listingQueueRoutes);
  await app.register(dealModerationRoutes);
  await app.register(adminSummaryRoutes);
};
