import { z } from "zod";
import {
  BRANDS,
  CONDITIONS,
  LOCATIONS,
  MAX_PRICE,
  SORTS,
  STORAGE_SIZES,
  TEXT_LIMITS,
} from "./constants";
import { SEARCH_MESSAGES } from "./messages";
import { isSafeName } from "./text";

// Beside the cursor's header, without zod: the search page reads it (products.format.ts).
export { RESULT_COUNT_CAP, RESULT_COUNT_HEADER } from "./products.format";

const queryPrice = z.coerce
  .number({ error: SEARCH_MESSAGES.priceInvalid })
  .int(SEARCH_MESSAGES.priceInvalid)
  .min(0, SEARCH_MESSAGES.priceInvalid)
  .max(MAX_PRICE, SEARCH_MESSAGES.priceInvalid);

/** A search's parameters (`productSearchSchema`), shared with saved searches. */
const productSearchFields = {
  q: z
    .string()
    .max(TEXT_LIMITS.searchText, SEARCH_MESSAGES.textTooLong)
    .trim()
    .refine(isSafeName, SEARCH_MESSAGES.textInvalid)
    .optional(),
  brand: z.enum(BRANDS).optional(),
  category: z.string().max(50).trim().min(1).optional(),
  minPrice: queryPrice.optional(),
  maxPrice: queryPrice.optional(),
  location: z.enum(LOCATIONS).optional(),
  condition: z.enum(CONDITIONS).optional(),
  storage: z.coerce
    .number()
    .refine((n) => (STORAGE_SIZES as readonly number[]).includes(n))
    .optional(),
  /** Only phones of sellers an admin has verified. */
  verified: z
    .enum(["true", "false"])
    .transform((value) => value === "true")
    .optional(),
  /** One seller's phones (their profile page). */
  seller: z.string().max(64).trim().min(1).optional(),
  /** Unless given: best match first for a search with text, else newest first. */
  sort: z.enum(SORTS).optional(),
  cursor: z.string().max(200).optional(),
};

const priceRangeInOrder = (query: {
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}) =>
  query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice;
const priceRangeRule = { message: SEARCH_MESSAGES.priceRangeSwapped, path: ["minPrice"] };

/**
 * `GET /api/products`: search and filters, all optional, every state of the `/phones` page.
 * `category` is the original site's name for `brand` (either may be given; both must agree). Unknown
 * parameters are ignored. Paged by `cursor` (the `x-next-cursor` of the page before) in the
 * order of `sort`.
 */
export const productSearchSchema = z
  .object(productSearchFields)
  .refine(priceRangeInOrder, priceRangeRule);
export type ProductSearch = z.input<typeof productSearchSchema>;

const { q, brand, minPrice, maxPrice, location, condition, storage, verified, seller, sort } =
  productSearchFields;

/**
 * A search as a saved search keeps it (saved-searches.schemas.ts): the search's words and
 * filters as `GET /api/products` takes them, without a page's cursor nor the old name of
 * `brand` (`category`, which the search page never sends).
 */
export const savedSearchQuerySchema = z
  .object({ q, brand, minPrice, maxPrice, location, condition, storage, verified, seller, sort })
  .strict()
  .refine(priceRangeInOrder, priceRangeRule);
