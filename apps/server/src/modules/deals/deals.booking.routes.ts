import {
  apiErrorSchema,
  idParamsSchema,
  createBookingSchema,
  deletedResponseSchema,
  emailQuerySchema,
  insertedResponseSchema,
  orderSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  currentUser,
  currentUserWithEmail,
  deniedResponses as denied,
  requireUser,
} from "../../plugins/auth";
import { findOrders } from "./deals.queries";
import { cancelBooking, createBooking } from "./deals.booking.service";

/** The buyer's side: book a phone, list and cancel one's bookings. */
export const dealBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/bookedproducts", {
    schema: {
      tags: ["bookings"],
      summary: "Book a phone (signed in, not its seller; once per buyer; price from the product)",
      body: createBookingSchema,
      response: {
        200: insertedResponseSchema,
        400: apiErrorSchema,
        ...denied,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const insertedId = await createBooking(
        app.db,
        app.config,
        currentUser(request),
        request.body,
      );
      return { acknowledged: true, insertedId };
    },
  });

  app.get("/api/myorders", {
    schema: {
      tags: ["bookings"],
      summary:
        "The caller's own bookings (deals), newest first, with their status: booked, " +
        "accepted, meetup, sold, cancelled or ended",
      querystring: emailQuerySchema,
      response: { 200: z.array(orderSchema), 400: apiErrorSchema, ...denied },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const caller = currentUserWithEmail(request, request.query.email);
      return findOrders(app.db, caller.id);
    },
  });

  app.delete("/api/bookedproducts/:id", {
    schema: {
      tags: ["bookings"],
      summary:
        "Cancel one's own open deal without a reason (it stays, cancelled), or remove an ended " +
        "or cancelled one from My Orders (the seller and admins keep it); not one the phone was " +
        "sold through (409)",
      params: idParamsSchema,
      response: { 200: deletedResponseSchema, ...denied, 404: apiErrorSchema, 409: apiErrorSchema },
    },
    preHandler: requireUser,
    handler: async (request) => {
      const deletedCount = await cancelBooking(
        app.db,
        app.config,
        currentUser(request),
        request.params.id,
      );
      return { acknowledged: true, deletedCount };
    },
  });
};
