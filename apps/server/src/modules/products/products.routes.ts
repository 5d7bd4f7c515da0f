import {
  NEXT_CURSOR_HEADER,
  apiErrorSchema,
  createProductSchema,
  deletedResponseSchema,
  insertedResponseSchema,
  modifiedResponseSchema,
  idParamsSchema,
  productSchema,
  productsQuerySchema,
  type Product,
} from "@bechedaw/shared";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser, deniedResponses as denied, requireRole } from "../../plugins/auth";
import { scheduleUnlistedPhotoCleanup } from "./products.cleanup";
import type { CachedPage } from "./products.list-cache";
import {
  categoryPageKey,
  findAdvertisedProducts,
  findProductsByCategory,
} from "./products.lists.service";
import { advertiseProduct, createProduct, deleteProduct } from "./products.service";

const productListSchema = z.array(productSchema);

/** A list page's body, made from its response schema once per cached page. */
function toCachedPage(products: Product[], nextCursor?: string): CachedPage {
  return { body: JSON.stringify(productListSchema.parse(products)), nextCursor };
}

/** Sends JSON already serialized from the route's response schema, as it is. */
function sendSerialized(reply: FastifyReply, body: string) {
  return reply.type("application/json; charset=utf-8").send(body);
}

export const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  scheduleUnlistedPhotoCleanup(app);

  app.post("/api/products", {
    schema: {
      tags: ["products"],
      summary: "List a phone (seller); img must be a photo the seller uploaded",
      body: createProductSchema,
      response: { 200: insertedResponseSchema, 400: apiErrorSchema, ...denied },
    },
    preHandler: requireRole("Seller"),
    handler: async (request) => {
      const insertedId = await createProduct(app.db, currentUser(request), request.body);
      return { acknowledged: true, insertedId };
    },
  });

  app.get("/api/products", {
    schema: {
      tags: ["products"],
      summary: `Available phones of a brand, newest first, paged (next cursor in ${NEXT_CURSOR_HEADER})`,
      querystring: productsQuerySchema,
      response: { 200: productListSchema, 400: apiErrorSchema },
    },
    handler: async (request, reply) => {
      const { category, cursor } = request.query;
      const page = await app.listCache.get(categoryPageKey(category, cursor), async () => {
        const found = await findProductsByCategory(app.db, category, cursor);
        return toCachedPage(found.products, found.nextCursor);
      });
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      return sendSerialized(reply, page.body);
    },
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
      );
      return { acknowledged: true, deletedCount };
    },
  });
};
