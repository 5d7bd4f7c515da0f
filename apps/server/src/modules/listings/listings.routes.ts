import {
  apiErrorSchema,
  createProductSchema,
  deletedResponseSchema,
  createdProductResponseSchema,
  modifiedResponseSchema,
  idParamsSchema,
  privatePassportResponseSchema,
} from "@bechedaw/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  currentUser,
  deniedResponses as denied,
  requireRole,
  requireVerifiedEmail,
} from "../../plugins/auth";
import { findPrivatePassport } from "./listings.passport.service";
import {
  advertiseProduct,
  deleteProduct,
  listProduct,
  updateProduct,
  type OnListingDeleted,
  type OnPriceDropped,
} from "./listings.service";

/** A seller's writes to their listings, and a listing's whole passport for its seller and admins. */
export const listingsRoutes: FastifyPluginAsyncZod<{
  /** Tells the buyers of a phone being deleted (deals come after listings). */
  onListingDeleted: OnListingDeleted;
  /** Tells who saved a phone its price dropped (favourites come after listings). */
  onPriceDropped: OnPriceDropped;
}> = async (app, options) => {
  app.post("/api/products", {
    schema: {
      tags: ["products"],
      summary:
        "List a phone (seller): img (the cover) and extraPhotos must be photos they uploaded",
      description:
        "status says whether it is published (available) or held for an admin's review: its " +
        "IMEI is on another seller's listing, or on one reported stolen.",
      body: createProductSchema,
      response: { 200: createdProductResponseSchema, 400: apiErrorSchema, ...denied },
    },
    // 403 EMAIL_NOT_VERIFIED until the seller has confirmed their address (decision 026).
    preHandler: [requireRole("Seller"), requireVerifiedEmail],
    handler: async (request) => {
      const created = await listProduct(app.db, app.config, currentUser(request), request.body);
      return { acknowledged: true, insertedId: created.id, status: created.status };
    },
  });

  app.get("/api/products/:id/passport", {
    schema: {
      tags: ["products"],
      summary: "A listing's whole passport (its seller or an admin): full IMEIs, proof photos",
      description:
        "Buyers see only the IMEIs' last 4 digits (GET /api/products/:id). Null for a listing " +
        "made before passports. To another seller it is 404, as an unknown id.",
      params: idParamsSchema,
      response: { 200: privatePassportResponseSchema, ...denied, 404: apiErrorSchema },
    },
    preHandler: requireRole("Seller", "Admin"),
    handler: async (request) =>
      findPrivatePassport(app.db, currentUser(request), request.params.id),
  });

  app.put("/api/products/:id", {
    schema: {
      tags: ["products"],
      summary: "Edit a listing (its seller): the whole listing again, photos included",
      description:
        "A lower price keeps the one before as previousPrice until the price rises to it again. " +
        "A sold listing is 409 PRODUCT_SOLD. IMEI changes are limited per listing and per " +
        "seller a day (429 IMEI_CHANGES_LIMITED).",
      params: idParamsSchema,
      body: createProductSchema,
      response: {
        200: modifiedResponseSchema,
        400: apiErrorSchema,
        ...denied,
        404: apiErrorSchema,
        409: apiErrorSchema,
        429: apiErrorSchema,
      },
    },
    preHandler: requireRole("Seller"),
    handler: async (request) => {
      const modifiedCount = await updateProduct(
        app.db,
        app.imageStorage,
        currentUser(request),
        request.params.id,
        request.body,
        app.config,
        options.onPriceDropped,
      );
      return { acknowledged: true, modifiedCount };
    },
  });

  app.patch("/api/products/:id", {
    schema: {
      tags: ["products"],
      summary: "Advertise a product (its seller; one-way)",
      params: idParamsSchema,
      response: {
        200: modifiedResponseSchema,
        ...denied,
        404: apiErrorSchema,
        409: apiErrorSchema,
      },
    },
    preHandler: requireRole("Seller"),
    handler: async (request) => {
      const modifiedCount = await advertiseProduct(app.db, currentUser(request), request.params.id);
      return { acknowledged: true, modifiedCount };
    },
  });

  app.delete("/api/products/:id", {
    schema: {
      tags: ["products"],
      summary: "Delete a product (its seller or an admin)",
      description:
        "A listing with deals, flags or reports leaves every list and page but stays for its " +
        "deals' sides and the admins (its open deals end); any other is deleted for good.",
      params: idParamsSchema,
      response: { 200: deletedResponseSchema, ...denied, 404: apiErrorSchema },
    },
    preHandler: requireRole("Seller", "Admin"),
    handler: async (request) => {
      const deletedCount = await deleteProduct(
        app.db,
        app.imageStorage,
        currentUser(request),
        request.params.id,
        options.onListingDeleted,
      );
      return { acknowledged: true, deletedCount };
    },
  });
};
