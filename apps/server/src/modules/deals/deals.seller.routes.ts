import {
  NEXT_CURSOR_HEADER,
  apiErrorSchema,
  myProductsQuerySchema,
  markSoldBodySchema,
  modifiedResponseSchema,
  myProductSchema,
  productBookingSchema,
  idParamsSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  currentUser,
  currentUserWithEmail,
  deniedResponses,
  requireRole,
} from "../../plugins/auth";
import { acceptEmptyJsonBody } from "../../plugins/empty-json-body";
import { findProductBookings, findSellerProducts } from "./deals.queries";
import { findOwnProduct, sellProduct } from "./deals.sale.service";

const denied = { ...deniedResponses, 404: apiErrorSchema };

/** The seller's side: their phones with open bookings, who booked a phone, and selling it. */
export const dealSellerRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptEmptyJsonBody(app);

  // Here rather than in modules/catalogue: the catalogue comes before deals and never sees them.
  app.get("/api/myproducts", {
    schema: {
      tags: ["products"],
      summary:
        "The calling seller's own products, sold ones included, with bookingCount, newest " +
        `first, paged (next cursor in ${NEXT_CURSOR_HEADER})`,
      querystring: myProductsQuerySchema,
      response: { 200: z.array(myProductSchema), 400: apiErrorSchema, ...deniedResponses },
    },
    preHandler: requireRole("Seller"),
    handler: async (request, reply) => {
      const { email, cursor } = request.query;
      const caller = currentUserWithEmail(request, email);
      const page = await findSellerProducts(app.db, caller.id, cursor);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return page.products;
    },
  });

  app.get("/api/products/:id/bookings", {
    schema: {
      tags: ["bookings"],
      summary:
        "A phone's bookings (deals) with buyer, status and meeting place, newest first (its " +
        "seller only; 404 to anyone else, as an unknown id); the buyer's number only from " +
        "acceptance on",
      params: idParamsSchema,
      response: { 200: z.array(productBookingSchema), ...denied },
    },
    preHandler: requireRole("Seller"),
    handler: async (request) => {
      const { id } = request.params;
      await findOwnProduct(app.db, currentUser(request), id);
      return findProductBookings(app.db, id);
    },
  });

  app.patch("/api/products/:id/sold", {
    schema: {
      tags: ["bookings"],
      summary:
        "Mark a phone sold outside BecheDaw (its seller): no body, {} or null. Every open deal " +
        "ends (endedReason phone-sold) and its buyer is told; the phone leaves every public " +
        "list. Selling to a buyer is the handover code: {bookingId} is 409 " +
        "HANDOVER_CODE_REQUIRED. A second call is 409.",
      params: idParamsSchema,
      body: markSoldBodySchema,
      response: {
        200: modifiedResponseSchema,
        400: apiErrorSchema,
        ...denied,
        409: apiErrorSchema,
      },
    },
    preHandler: requireRole("Seller"),
    handler: async (request) => {
      const { id } = request.params;
      await sellProduct(app.db, app.config, currentUser(request), id, request.body?.bookingId);
      return { acknowledged: true, modifiedCount: 1 };
    },
  });
};
