import { apiErrorSchema, productSearchSchema, searchAlternativesSchema } from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../app-error";
import { LimiterFullError } from "../../concurrency";
import { searchAlternatives } from "./catalogue.alternatives.service";

/** How long a request turned away while others' alternatives are worked out is told to wait. */
const BUSY_RETRY_SECONDS = 1;
import { sendSerialized } from "./catalogue.pages.service";

/** What the search page offers when a search finds nothing. */
export const searchAlternativesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/search/alternatives", {
    schema: {
      tags: ["products"],
      summary: "For a search that finds nothing: the closest model, and filters to take off",
      description:
        "The same parameters as `GET /api/products` (the cursor is ignored). `didYouMean` is the " +
        "model on sale closest to the words that finds phones with the same filters; " +
        "`withoutFilter`, each filter whose removal finds phones, with how many, most first. A " +
        "search that finds phones gets neither. 429 with Retry-After while the server is busy " +
        "working out others.",
      querystring: productSearchSchema,
      response: { 200: searchAlternativesSchema, 400: apiErrorSchema, 429: apiErrorSchema },
    },
    handler: async (request, reply) => {
      try {
        return sendSerialized(reply, await searchAlternatives(app, request.query));
      } catch (error) {
        if (!(error instanceof LimiterFullError)) throw error;
        void reply.header("retry-after", String(BUSY_RETRY_SECONDS));
        throw new AppError("RATE_LIMITED", "Too many searches at once; try again in a second.");
      }
    },
  });
};
