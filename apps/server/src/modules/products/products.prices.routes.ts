import { apiErrorSchema, priceGuideQuerySchema, priceGuideSchema } from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findPriceGuide } from "./products.prices.service";

/** Price guidance for sellers (docs/decisions/022-price-signals.md). */
export const productPricesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/products/price-guide", {
    schema: {
      tags: ["products"],
      summary: "What a model sells for (anyone): its listings' prices of the last 90 days",
      description:
        "A model is a brand, a model name (case, spaces, punctuation, the brand's name and sizes " +
        'such as "128GB" aside) and a storage size. `prices` holds the 25th percentile, the ' +
        "median and the 75th of its listings' prices, available or sold, when there are at " +
        "least 5; else null (200 either way).",
      querystring: priceGuideQuerySchema,
      response: { 200: priceGuideSchema, 400: apiErrorSchema },
    },
    handler: async (request) => findPriceGuide(app.db, request.query),
  });
};
