import {
  apiErrorSchema,
  searchSuggestionsQuerySchema,
  searchSuggestionsSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sendSerialized } from "./catalogue.pages.service";
import {
  SUGGESTIONS_REFRESH_MS,
  SuggestionDirectory,
  suggest,
} from "./catalogue.suggestions.service";

/** How long a browser or proxy may reuse an answer: as long as the counts may lag anyway. */
const MAX_AGE_SECONDS = SUGGESTIONS_REFRESH_MS / 1000;

/** Suggestions for the top bar's search box as one types. */
export const searchSuggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const directory = new SuggestionDirectory(app.db, () => app.listCache.version());
  app.get("/api/search/suggestions", {
    schema: {
      tags: ["products"],
      summary: "Brands and models on sale that begin with the words typed so far (anyone)",
      description:
        "From two letters, in English, Banglish or Bangla (a Bangla word typed halfway counts): " +
        "at most 8, brands first, then models with the most phones for sale. Counts may lag " +
        "10 seconds behind the lists.",
      querystring: searchSuggestionsQuerySchema,
      response: { 200: searchSuggestionsSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      void reply.header("cache-control", `public, max-age=${MAX_AGE_SECONDS}`);
      // Built here from the directory's own values: sent as they are, not checked again.
      const suggestions = await suggest(directory, request.query.q);
      return sendSerialized(reply, JSON.stringify({ suggestions }));
    },
  });
};
