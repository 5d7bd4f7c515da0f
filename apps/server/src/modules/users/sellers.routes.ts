import {
  apiErrorSchema,
  emailParamsSchema,
  idParamsSchema,
  sellerLookupResponseSchema,
  sellerProfileSchema,
  userRoleResponseSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser, deniedResponses, requireUser } from "../../plugins/auth";
import { becomeSeller, findSellerProfileById, findSellerVerification } from "./sellers.service";

export const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get("/api/users/seller/:email", {
    schema: {
      tags: ["users"],
      summary: "Whether a seller is verified (anyone)",
      params: emailParamsSchema,
      response: { 200: sellerLookupResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
    },
    handler: async (request) => findSellerVerification(app.db, request.params.email),
  });

  app.get("/api/sellers/:id", {
    schema: {
      tags: ["users"],
      summary: "A seller's profile (anyone); their phones: GET /api/products?seller=:id",
      params: idParamsSchema,
      response: { 200: sellerProfileSchema, 404: apiErrorSchema },
    },
    handler: async (request) => findSellerProfileById(app.db, request.params.id),
  });

  app.post("/api/users/me/seller", {
    schema: {
      tags: ["users"],
      summary: "Become a seller (the signed-in buyer); the new role counts from the next request",
      description: "A seller is 409 ALREADY_A_SELLER, an admin 403 FORBIDDEN.",
      response: {
        200: userRoleResponseSchema,
        ...deniedResponses,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    preHandler: requireUser,
    handler: async (request) => {
      await becomeSeller(app.db, currentUser(request).id);
      return { userRole: "Seller" as const };
    },
  });
};
