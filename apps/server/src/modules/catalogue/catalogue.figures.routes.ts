import { siteFiguresSchema } from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { countSiteFigures } from "./catalogue.figures.service";
import { sendSerialized } from "./catalogue.pages.service";

/** The home page's true figures. */
export const siteFiguresRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/site-figures", {
    schema: {
      tags: ["products"],
      summary: "How many phones are for sale, how many sellers, how many phones sold (anyone)",
      description:
        "Counted in the database and kept like a list page until the next write that changes a " +
        "list (a new seller shows from then on).",
      response: { 200: siteFiguresSchema },
    },
    handler: async (_request, reply) => {
      const page = await app.listCache.get("site-figures", async () => ({
        body: JSON.stringify(siteFiguresSchema.parse(await countSiteFigures(app.db))),
        nextCursor: undefined,
      }));
      return sendSerialized(reply, page.body);
    },
  });
};
