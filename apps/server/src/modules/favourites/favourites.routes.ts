import {
  FAVOURITES_PAGE_SIZE,
  MAX_FAVOURITES,
  NEXT_CURSOR_HEADER,
  apiErrorSchema,
  deletedResponseSchema,
  favouriteIdsSchema,
  favouriteListSchema,
  favouritesQuerySchema,
  modifiedResponseSchema,
  productIdParamsSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, deniedResponses as denied, requireUser } from "../../plugins/auth";
import {
  findFavouriteIds,
  findFavourites,
  removeFavourite,
  saveFavourite,
} from "./favourites.service";

/** The caller's own favourites: save, remove, list, and the saved ids for the hearts. */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/favourites", {
    schema: {
      tags: ["favourites"],
      summary: "The caller's saved phones, newest saved first, with their status",
      description:
        `${FAVOURITES_PAGE_SIZE} a page; the next page's cursor is in ${NEXT_CURSOR_HEADER}. ` +
        "A sold phone stays (status sold); one buyers can no longer see is left out.",
      querystring: favouritesQuerySchema,
      response: { 200: favouriteListSchema, 400: apiErrorSchema, ...denied },
    },
    preHandler: requireUser,
    handler: async (request, reply) => {
      const page = await findFavourites(app.db, currentUser(request).id, request.query.cursor);
      if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.items;
    },
  });

  app.get("/api/favourites/ids", {
    schema: {
      tags: ["favourites"],
      summary: "The ids of every phone the caller saved (the hearts on cards and phone pages)",
      response: { 200: favouriteIdsSchema, ...denied },
    },
    preHandler: requireUser,
    handler: async (request) => findFavouriteIds(app.db, currentUser(request).id),
  });

  app.put("/api/favourites/:productId", {
    schema: {
      tags: ["favourites"],
      summary: "Save a phone to the caller's favourites (modifiedCount 0: it already was)",
      description:
        "Only a phone buyers can see (available or sold); others are 404. Their own phone is " +
        `403 OWN_PRODUCT; beyond ${MAX_FAVOURITES} saved phones, 409 FAVOURITES_LIMIT_REACHED.`,
      params: productIdParamsSchema,
      response: {
        200: modifiedResponseSchema,
        ...denied,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const modifiedCount = await saveFavourite(
        app.db,
        currentUser(request),
        request.params.productId,
      );
      return { acknowledged: true, modifiedCount };
    },
  });

  app.delete("/api/favourites/:productId", {
    schema: {
      tags: ["favourites"],
      summary: "Remove a phone from the caller's favourites (deletedCount 0: it was not there)",
      params: productIdParamsSchema,
      response: { 200: deletedResponseSchema, ...denied },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const deletedCount = await removeFavourite(
        app.db,
        currentUser(request),
        request.params.productId,
      );
      return { acknowledged: true, deletedCount };
    },
  });
};
