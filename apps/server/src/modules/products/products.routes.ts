import {
  NEXT_CURSOR_HEADER,
  RESULT_COUNT_CAP,
  RESULT_COUNT_HEADER,
  apiErrorSchema,
  createProductSchema,
  deletedResponseSchema,
  createdProductResponseSchema,
  modifiedResponseSchema,
  idParamsSchema,
  productDetailSchema,
  productSchema,
  productSearchSchema,
  privatePassportResponseSchema,
  type Product,
} from "@bechedaw/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  currentUser,
  deniedResponses as denied,
  requireRole,
  requireVerifiedEmail,
  toWebHeaders,
} from "../../plugins/auth";
import { AppError } from "../../app-error";
import { scheduleUnlistedPhotoCleanup } from "./products.cleanup";
import type { CachedPage } from "./products.list-cache";
import { findProductDetail } from "./products.detail.service";
import { findPrivatePassport } from "./products.passport.service";
import { findAdvertisedProducts } from "./products.lists.service";
import type { FirstPageOfBrand } from "./products.previews.service";
import { type ProductSearch, searchKey, searchProducts } from "./products.search.service";
import {
  advertiseProduct,
  deleteProduct,
  listProduct,
  updateProduct,
  type OnListingDeleted,
} from "./products.service";

const productListSchema = z.array(productSchema);

/** A list page's body, made from its response schema once per cached page. */
function toCachedPage(products: Product[], nextCursor?: string, count?: string): CachedPage {
  const body = JSON.stringify(productListSchema.parse(products));
  return { body, nextCursor, count, firstImg: products[0]?.img };
}

/**
 * A search's page from the list cache, keyed by what it selects (the same search spelled
 * differently shares its pages), until a write changes a list (docs/decisions/011-list-cache.md).
 * The API answers from it, and a served category page is drawn from it (decision 036).
 */
function cachedSearchPage(app: FastifyInstance, search: ProductSearch) {
  return app.listCache.get(`search:${searchKey(search)}`, async () => {
    const found = await searchProducts(app.db, search);
    return toCachedPage(found.products, found.nextCursor, found.count);
  });
}

/** The first page of `/category/:brand`, as the web app will ask for it (`?category=`). */
export function firstPageOfBrand(app: FastifyInstance): FirstPageOfBrand {
  return (brand) => cachedSearchPage(app, productSearchSchema.parse({ category: brand }));
}

/** Sends JSON already serialized from the route's response schema, as it is. */
export function sendSerialized(reply: FastifyReply, body: string) {
  return reply.type("application/json; charset=utf-8").send(body);
}

export const productsRoutes: FastifyPluginAsyncZod<{
  /** Tells the buyers of a phone being deleted (bookings come after products). */
  onListingDeleted: OnListingDeleted;
}> = async (app, options) => {
  scheduleUnlistedPhotoCleanup(app);

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

  app.get("/api/products", {
    schema: {
      tags: ["products"],
      summary: "Search available phones: text, filters and sort, paged",
      description:
        `Every parameter is optional; \`category\` is a synonym of \`brand\` (400 when they differ). ` +
        `The next page's cursor is in ${NEXT_CURSOR_HEADER} (a cursor belongs to its sort), the ` +
        `number of matches in ${RESULT_COUNT_HEADER} (exact up to ${RESULT_COUNT_CAP}, else ` +
        `"${RESULT_COUNT_CAP}+").`,
      querystring: productSearchSchema,
      response: { 200: productListSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const page = await cachedSearchPage(app, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      if (page.count !== undefined) reply.header(RESULT_COUNT_HEADER, page.count);
      return sendSerialized(reply, page.body);
    },
  });

  app.get("/api/products/:id", {
    schema: {
      tags: ["products"],
      summary: "A phone's page (anyone): photos, description, seller, similar phones",
      description:
        "A sold phone is shown with status sold; a deleted or unknown one is 404. A held or " +
        "rejected listing, and every listing of a banned seller, is 404 but to its seller " +
        "(held, rejected) and admins.",
      params: idParamsSchema,
      response: { 200: productDetailSchema, 404: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      try {
        // What everyone sees of a public listing, kept until a write changes any listing
        // (its similar phones and price warning depend on the others) or a seller.
        const page = await app.phonePageCache.get(id, async () => ({
          body: JSON.stringify(productDetailSchema.parse(await findProductDetail(app.db, id))),
          nextCursor: undefined,
        }));
        return sendSerialized(reply, page.body);
      } catch (error) {
        if (!(error instanceof AppError) || error.statusCode !== 404) throw error;
        // Held, rejected or a banned seller's: its seller and admins still see it (decision 023).
        const viewer = await app.loadSessionUser(toWebHeaders(request));
        if (!viewer) throw error;
        return findProductDetail(app.db, id, viewer);
      }
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

  app.get("/api/advertisedProducts", {
    schema: {
      tags: ["products"],
      summary: "Available advertised phones, newest first",
      response: { 200: productListSchema },
    },
    handler: async (_request, reply) => {
      const page = await app.listCache.get("advertised", async () =>
        toCachedPage(await findAdvertisedProducts(app.db)),
      );
      return sendSerialized(reply, page.body);
    },
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
