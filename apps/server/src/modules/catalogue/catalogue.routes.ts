import {
  NEXT_CURSOR_HEADER,
  RESULT_COUNT_CAP,
  RESULT_COUNT_HEADER,
  apiErrorSchema,
  idParamsSchema,
  productDetailSchema,
  productSearchSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { toWebHeaders } from "../../plugins/auth";
import { AppError } from "../../app-error";
import { findProductDetail } from "./catalogue.detail.service";
import { findAdvertisedProducts } from "./catalogue.lists.service";
import {
  cachedSearchPage,
  productListSchema,
  sendSerialized,
  toCachedPage,
} from "./catalogue.pages.service";

/** What buyers read: the search, a phone's page and the advertised phones. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/products", {
    schema: {
      tags: ["products"],
      summary: "Search available phones: text, filters and sort, paged",
      description:
        `Every parameter is optional; \`category\` is a synonym of \`brand\` (400 when they differ). ` +
        `The next page's cursor is in ${NEXT_CURSOR_HEADER} (a cursor belongs to its sort), the ` +
        `number of matches in ${RESULT_COUNT_HEADER} (exact up to ${RESULT_COUNT_CAP}, else ` +
        `"${RESULT_COUNT_CAP}+").`,
      querystring: productSearchSchema,
      response: { 200: productListSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const page = await cachedSearchPage(app, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      if (page.count !== undefined) reply.header(RESULT_COUNT_HEADER, page.count);
      return sendSerialized(reply, page.body);
    },
  });

  app.get("/api/products/:id", {
    schema: {
      tags: ["products"],
      summary: "A phone's page (anyone): photos, description, seller, similar phones",
      description:
        "A sold phone is shown with status sold; a deleted or unknown one is 404. A held or " +
        "rejected listing, and every listing of a banned seller, is 404 but to its seller " +
        "(held, rejected) and admins.",
      params: idParamsSchema,
      response: { 200: productDetailSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      try {
        // What everyone sees of a public listing, kept until a write changes any listing
        // (its similar phones and price warning depend on the others) or a seller.
        const page = await app.phonePageCache.get(id, async () => ({
          body: JSON.stringify(productDetailSchema.parse(await findProductDetail(app.db, id))),
          nextCursor: undefined,
        }));
        return sendSerialized(reply, page.body);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
        // Held, rejected or a banned seller's: its seller and admins still see it (decision 023).
        const viewer = await app.loadSessionUser(toWebHeaders(request));
        if (!viewer) throw error;
        return findProductDetail(app.db, id, viewer);
      }
    },
  });

  app.get("/api/advertisedProducts", {
    schema: {
      tags: ["products"],
      summary: "Available advertised phones, newest first",
      response: { 200: productListSchema },
    },
    handler: async (_request, reply) => {
      const page = await app.listCache.get("advertised", async () =>
        toCachedPage(await findAdvertisedProducts(app.db)),
      );
      return sendSerialized(reply, page.body);
    },
  });
};
