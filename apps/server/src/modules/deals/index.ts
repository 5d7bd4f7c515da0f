import type { FastifyPluginAsync } from "fastify";
import { dealBookingRoutes } from "./deals.booking.routes";
import { dealReviewsRoutes } from "./deals.reviews.routes";
import { dealSellerRoutes } from "./deals.seller.routes";
import { dealStepsRoutes } from "./deals.steps.routes";
import { dealThreadRoutes } from "./deals.thread.routes";

// A deal: a booking of a phone, its steps to the handover, its thread and the sides' reviews
// (docs/decisions/030-deals.md). Other modules use deals only through this file.

/** Every route of deals: booking, the seller's lists and sale, the steps, thread and reviews. */
export const dealsModule: FastifyPluginAsync = async (app) => {
  await app.register(dealBookingRoutes);
  await app.register(dealSellerRoutes);
  await app.register(dealStepsRoutes);
  await app.register(dealThreadRoutes);
  await app.register(dealReviewsRoutes);
};

export { tellBuyersOfDeletedPhone } from "./deals.booking.service";
export { openDealBuyers } from "./deals.sale.service";
export {
  counterpartsOfOpenDeals,
  endDealsOfBannedUser,
  endDealsOfRejectedPhone,
} from "./deals.withdrawn.service";
export { findDealSummaries } from "./deals.queries";
export { findSubjectsReviewedBy, recountRatings } from "./deals.reviews.service";
