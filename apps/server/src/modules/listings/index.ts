import type { FastifyPluginAsync } from "fastify";
import { scheduleUnlistedPhotoCleanup } from "./listings.cleanup";
import { listingsRoutes } from "./listings.routes";
import type { OnListingDeleted, OnPriceDropped } from "./listings.service";

// A listing: what a seller does to it (list, edit, advertise, delete, report) and what is kept
// about it (its rows, passport, IMEI entries, signals and flags, reused photos, model prices).
// Other modules use listings only through this file, but for its tables: the catalogue and
// moderation read them directly, and other modules' tables reference them.

/** Every route of listings, and the clean-up of photos no listing shows. */
export const listingsModule: FastifyPluginAsync<{
  /** Tells the buyers of a phone being deleted (deals come after listings). */
  onListingDeleted: OnListingDeleted;
  /** Tells who saved a phone its price dropped (favourites come after listings). */
  onPriceDropped: OnPriceDropped;
}> = async (app, options) => {
  scheduleUnlistedPhotoCleanup(app);
  await app.register(listingsRoutes, options);
};

export {
  advertiseProduct,
  createProduct,
  loadProduct,
  productIdsOfSeller,
  reportProduct,
  setSellerListingsBanned,
  type OnListingDeleted,
  type OnPriceDropped,
} from "./listings.service";
export {
  findProductForSale,
  lockProductForSale,
  lockProductToSell,
  markProductSold,
} from "./listings.sale.service";
export {
  passportFactColumns,
  privatePassportColumns,
  proofUrlsOf,
  toPrivatePassport,
} from "./listings.passport.service";
export { findLowPriceWarning, findPriceGuide } from "./listings.prices.service";
export { modelKeySql } from "./listings.model-key";
