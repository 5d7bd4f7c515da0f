import { z } from "zod";
import { BRANDS, STORAGE_SIZES, TEXT_LIMITS } from "./constants";
import { PRODUCT_CHECK_MESSAGES as PRODUCT_MESSAGES } from "./product.messages";
import { isSafeName } from "./text";

/**
 * `GET /api/products/price-guide`: a model as the listing form has it, brand, model name and
 * storage in GB (docs/decisions/022-price-signals.md).
 */
export const priceGuideQuerySchema = z.object({
  brand: z.enum(BRANDS),
  name: z
    .string({ error: PRODUCT_MESSAGES.nameRequired })
    .max(TEXT_LIMITS.productName, PRODUCT_MESSAGES.nameTooLong)
    .trim()
    .min(1, PRODUCT_MESSAGES.nameRequired)
    .refine(isSafeName, PRODUCT_MESSAGES.nameInvalid),
  /** In GB, one of the listing form's sizes (an enum, so that the API document lists them). */
  storage: z
    .enum(STORAGE_SIZES.map(String) as [string, ...string[]], {
      error: PRODUCT_MESSAGES.storageInvalid,
    })
    .transform(Number),
});
export type PriceGuideQuery = z.input<typeof priceGuideQuerySchema>;

/**
 * What the model's listings of the last 90 days sold or sell for: how many there are, and
 * when there are enough (5), the 25th percentile, the median and the 75th, in whole taka.
 */
export const priceGuideSchema = z.object({
  count: z.number().int(),
  prices: z
    .object({ low: z.number().int(), median: z.number().int(), high: z.number().int() })
    .nullable(),
});
export type PriceGuide = z.infer<typeof priceGuideSchema>;

/** On a phone's page: its price is under 60 % of its model's median (else null). */
export const priceWarningSchema = z.object({ median: z.number().int() }).nullable();
