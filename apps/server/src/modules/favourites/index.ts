import type { FastifyPluginAsync } from "fastify";
import { favouritesRoutes } from "./favourites.routes";
import { tellSaversOfPriceDrop } from "./favourites.hooks";

// Favourites: the phones a user saved, and what they hear of them (a price drop, a sale). It
// reads the listing tables like the catalogue; deals, which sell phones, come after it and tell
// the savers through this file; the price edit in listings reaches it through a hook (app.ts).

/** The caller's favourites: save, remove, list, saved ids. */
export const favouritesModule: FastifyPluginAsync = async (app) => {
  await app.register(favouritesRoutes);
};

export { countSavers, saversOf, tellSavers } from "./favourites.service";
export { tellSaversOfPriceDrop };
