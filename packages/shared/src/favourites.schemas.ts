import { z } from "zod";
import { productSchema } from "./products.schemas";

/** How many phones one user may keep saved: enough for any search, bounded for the server. */
export const MAX_FAVOURITES = 500;

/** How many saved phones a page of `GET /api/favourites` holds. */
export const FAVOURITES_PAGE_SIZE = 24;

/** `/:productId` in a favourite's URL: a malformed id is answered like an unknown one (404). */
export const productIdParamsSchema = z.object({ productId: z.string().max(100) });

/** A phone the caller saved: its card as every list shows it (with its status) and when. */
export const favouriteSchema = productSchema.extend({ savedAt: z.string() });
export type Favourite = z.infer<typeof favouriteSchema>;

export const favouriteListSchema = z.array(favouriteSchema);

export const favouritesQuerySchema = z.object({
  /** The `x-next-cursor` of the page before. */
  cursor: z.string().max(200).optional(),
});

/** The ids of every phone the caller saved: the hearts of cards and the phone page. */
export const favouriteIdsSchema = z.array(z.string());
