import {
  adminUserListSchema,
  apiErrorSchema,
  deletedResponseSchema,
  makeAdminBodySchema,
  modifiedResponseSchema,
  idParamsSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, deniedResponses as denied, requireRole } from "../../plugins/auth";
import { deleteUser, findUsersByRole, makeAdmin, verifySeller } from "./users.management.service";

const onlyAdmin = requireRole("Admin");

/** The admin's user management: lists, verify, Make Admin, delete. */
/**
 * User management by admins: the sellers' and buyers' lists, verifying a seller, making an admin,
 * deleting a user. Who is admin now (the admins' list, demotion) is users.admin-role.routes.ts.
 */
export const userManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/users/allsellers", {
    schema: {
      tags: ["admin"],
      summary: "Every seller, newest first (admin)",
      response: { 200: adminUserListSchema, ...denied },
    },
    preHandler: onlyAdmin,
    handler: async () => findUsersByRole(app.db, "Seller"),
  });

  app.get("/api/users/allbuyers", {
    schema: {
      tags: ["admin"],
      summary: "Every buyer, newest first (admin)",
      response: { 200: adminUserListSchema, ...denied },
    },
    preHandler: onlyAdmin,
    handler: async () => findUsersByRole(app.db, "Buyer"),
  });

  app.patch("/api/users/:id", {
    schema: {
      tags: ["admin"],
      summary:
        "Verify a seller (admin; one-way: 0 modified when already verified; 409 if not a seller)",
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
      const modifiedCount = await verifySeller(app.db, request.params.id);
      return { acknowledged: true, modifiedCount };
    },
  });

  app.patch("/api/users/:id/role", {
    schema: {
      tags: ["admin"],
      summary: 'Make a buyer an admin (admin; body {role:"Admin"}; 409 for a seller)',
      params: idParamsSchema,
      body: makeAdminBodySchema,
      response: {
        200: modifiedResponseSchema,
        400: apiErrorSchema,
        ...denied,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    preHandler: onlyAdmin,
    handler: async (request) => {
      const modifiedCount = await makeAdmin(app.db, request.params.id);
      return { acknowledged: true, modifiedCount };
    },
  });

  app.delete("/api/users/:id", {
    schema: {
      tags: ["admin"],
      summary:
        "Delete a user with their sessions, products, bookings, reports and photos " +
        "(admin; 403 for oneself, 409 for the last admin)",
      params: idParamsSchema,
      response: { 200: deletedResponseSchema, ...denied, 404: apiErrorSchema, 409: apiErrorSchema },
    },
    preHandler: onlyAdmin,
    handler: async (request) => {
      const caller = currentUser(request);
      const deletedCount = await deleteUser(
        app.db,
        app.imageStorage,
        request.log,
        caller.id,
        request.params.id,
      );
      return { acknowledged: true, deletedCount };
    },
  });
};
