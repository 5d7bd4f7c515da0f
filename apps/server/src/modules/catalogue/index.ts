import type { FastifyPluginAsync } from "fastify";
import { searchAlternativesRoutes } from "./catalogue.alternatives.routes";
import { siteFiguresRoutes } from "./catalogue.figures.routes";
import { priceGuideRoutes } from "./catalogue.prices.routes";
import { catalogueRoutes } from "./catalogue.routes";
import { sitemapRoutes } from "./catalogue.sitemap.routes";
import { searchSuggestionsRoutes } from "./catalogue.suggestions.routes";

// The catalogue: what buyers read of the listings (the search, the lists and their cache, a
// phone's page, the sitemap, the link previews of served pages, the price guide). It reads the
// listing tables directly and writes nothing: a write to a listing changes the lists' version in
// the database (docs/decisions/011-list-cache.md), which empties its cache. Other modules use the
// catalogue only through this file.

/** Every route of the catalogue: search, a phone's page, advertised phones, prices, sitemap. */
export const catalogueModule: FastifyPluginAsync = async (app) => {
  await app.register(catalogueRoutes);
  await app.register(searchAlternativesRoutes);
  await app.register(searchSuggestionsRoutes);
  await app.register(siteFiguresRoutes);
  await app.register(priceGuideRoutes);
  await app.register(sitemapRoutes);
};

export {
  ListCache,
  listVersionSource,
  sitemapVersionSource,
  type ListVersionSource,
} from "./catalogue.list-cache";
export { firstPageOfBrand } from "./catalogue.pages.service";
export { recordPageLookup } from "./catalogue.previews.service";
export { findSellerProfile } from "./catalogue.detail.service";
export {
  adminProductColumns,
  cursorOf,
  joinProduct,
  joinProductDetails,
  productColumns,
  sellerProductsQuery,
  toAdminProduct,
  toPage,
  toProduct,
} from "./catalogue.lists.service";
export { searchSelection, type ProductSearch } from "./catalogue.search.service";
