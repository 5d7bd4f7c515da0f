import { apiErrorSchema, emailParamsSchema, userRoleResponseSchema } from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, requireUser } from "../../plugins/auth";
import { forbidden } from "../../errors";
import { findUserRole } from "./users.service";

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/users/userrole/:email", {
    schema: {
      tags: ["users"],
      summary: "A user's role (that user or an admin)",
      params: emailParamsSchema,
      response: {
        200: userRoleResponseSchema,
        401: apiErrorSchema,
        403: apiErrorSchema,
        404: apiErrorSchema,
      },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const caller = currentUser(request);
      const email = request.params.email.toLowerCase();
      if (caller.email !== email && caller.role !== "Admin") throw forbidden();
      return { userRole: await findUserRole(app.db, email) };
    },
  });
};
