import { apiErrorSchema, priceGuideQuerySchema, priceGuideSchema } from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { findPriceGuide } from "../listings";
import { sendSerialized } from "./catalogue.pages.service";

/** Price guidance for sellers (docs/decisions/022-price-signals.md). */
export const priceGuideRoutes: FastifyPluginAsyncZod = async (app) => {
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
    handler: async (request, reply) => {
      const model = request.query;
      // Kept like a list page until the next write that changes a list (decision 011): a new,
      // edited, sold or deleted listing may move a model's prices.
      const key = `price-guide:${model.brand}:${model.storage}:${model.name.toLowerCase()}`;
      const page = await app.listCache.get(key, async () => ({
        body: JSON.stringify(priceGuideSchema.parse(await findPriceGuide(app.db, model))),
        nextCursor: undefined,
      }));
      return sendSerialized(reply, page.body);
    },
  });
};
