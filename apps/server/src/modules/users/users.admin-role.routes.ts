import {
  adminUserListSchema,
  apiErrorSchema,
  idParamsSchema,
  modifiedResponseSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, deniedResponses as denied, requireRole } from "../../plugins/auth";
import { demoteAdmin, findAdmins } from "./users.admin-role.service";

const onlyAdmin = requireRole("Admin");

/** The admins list and demotion; promotion is Make Admin (users.management.routes.ts). */
export const adminRoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/users/alladmins", {
    schema: {
      tags: ["admin"],
      summary: "Every admin, newest first (admin)",
      response: { 200: adminUserListSchema, ...denied },
    },
    preHandler: onlyAdmin,
    handler: async () => findAdmins(app.db),
  });

  app.patch("/api/users/:id/demote", {
    schema: {
      tags: ["admin"],
      summary:
        "Make an admin a buyer again (admin; 0 modified when already a buyer; " +
        "403 for oneself, 409 for the last admin or a seller)",
      params: idParamsSchema,
      response: {
        200: modifiedResponseSchema,
        ...denied,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    preHandler: onlyAdmin,
    handler: async (request) => {
      const caller = currentUser(request);
      const modifiedCount = await demoteAdmin(app.db, caller.id, request.params.id);
      return { acknowledged: true, modifiedCount };
    },
  });
};
