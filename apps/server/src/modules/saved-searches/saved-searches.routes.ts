import {
  MAX_SAVED_SEARCHES,
  apiErrorSchema,
  createSavedSearchSchema,
  deletedResponseSchema,
  idParamsSchema,
  savedSearchListSchema,
  savedSearchSchema,
  updateSavedSearchSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, deniedResponses as denied, requireUser } from "../../plugins/auth";
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearches,
  updateSavedSearch,
} from "./saved-searches.service";

/** The caller's own saved searches (docs/decisions/043-saved-searches.md). */
export const savedSearchesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/saved-searches", {
    schema: {
      tags: ["saved searches"],
      summary: "The caller's saved searches, in the order they were saved",
      response: { 200: savedSearchListSchema, ...denied },
    },
    preHandler: requireUser,
    handler: async (request) => listSavedSearches(app.db, currentUser(request).id),
  });

  app.post("/api/saved-searches", {
    schema: {
      tags: ["saved searches"],
      summary: "Save a search: a name, the search as GET /api/products takes it, its emails",
      description: `At most ${MAX_SAVED_SEARCHES} a user (409 SAVED_SEARCHES_FULL beyond). New phones that match it notify its owner; \`email\` chooses whether they also come by email: \`instant\` (at most one email a day), \`daily\` (one digest a day) or \`off\`.`,
      body: createSavedSearchSchema,
      response: { 200: savedSearchSchema, 400: apiErrorSchema, ...denied, 409: apiErrorSchema },
    },
    preHandler: requireUser,
    handler: async (request) => createSavedSearch(app.db, currentUser(request).id, request.body),
  });

  app.patch("/api/saved-searches/:id", {
    schema: {
      tags: ["saved searches"],
      summary: "Rename a saved search of the caller's, pause or resume it, or change its emails",
      params: idParamsSchema,
      body: updateSavedSearchSchema,
      response: { 200: savedSearchSchema, 400: apiErrorSchema, ...denied, 404: apiErrorSchema },
    },
    preHandler: requireUser,
    handler: async (request) =>
      updateSavedSearch(app.db, currentUser(request).id, request.params.id, request.body),
  });

  app.delete("/api/saved-searches/:id", {
    schema: {
      tags: ["saved searches"],
      summary: "Delete a saved search of the caller's",
      params: idParamsSchema,
      response: { 200: deletedResponseSchema, ...denied, 404: apiErrorSchema },
    },
    preHandler: requireUser,
    handler: async (request) => {
      await deleteSavedSearch(app.db, currentUser(request).id, request.params.id);
      return { acknowledged: true, deletedCount: 1 };
    },
  });
};
