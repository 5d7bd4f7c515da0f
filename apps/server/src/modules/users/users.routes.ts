import { apiErrorSchema, emailParamsSchema, userRoleResponseSchema } from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUserWithEmail, deniedResponses, requireUser } from "../../plugins/auth";
import { findUserRole } from "./users.service";

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/users/userrole/:email", {
    schema: {
      tags: ["users"],
      summary: "A user's role (that user or an admin)",
      params: emailParamsSchema,
      response: {
        200: userRoleResponseSchema,
        ...deniedResponses,
        404: apiErrorSchema,
      },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const { email } = request.params;
      currentUserWithEmail(request, email, { allowAdmin: true });
      return { userRole: await findUserRole(app.db, email) };
    },
  });
};
