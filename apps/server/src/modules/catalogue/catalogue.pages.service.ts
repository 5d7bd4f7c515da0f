import { productSchema, productSearchSchema, type Product } from "@bechedaw/shared";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { CachedPage } from "./catalogue.list-cache";
import type { FirstPageOfBrand } from "./catalogue.previews.service";
import { type ProductSearch, searchKey, searchProducts } from "./catalogue.search.service";

/** A public list's response schema. */
export const productListSchema = z.array(productSchema);

/** A list page's body, made from its response schema once per cached page. */
export function toCachedPage(products: Product[], nextCursor?: string, count?: string): CachedPage {
  const body = JSON.stringify(productListSchema.parse(products));
  return { body, nextCursor, count, firstImg: products[0]?.img };
}

/**
 * A search's page from the list cache, keyed by what it selects (the same search spelled
 * differently shares its pages), until a write changes a list (docs/decisions/011-list-cache.md).
 * The API answers from it, and a served category page is drawn from it (decision 036).
 */
export function cachedSearchPage(app: FastifyInstance, search: ProductSearch) {
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
