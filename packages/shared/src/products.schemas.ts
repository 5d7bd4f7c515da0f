import { z } from "zod";
import { AGES_OF_USE, BRANDS, LOCATIONS, MAX_PRICE, TEXT_LIMITS } from "./constants";
import { PRODUCT_MESSAGES, REPORT_MESSAGES } from "./messages";
import { isSafeName } from "./text";

export { NEXT_CURSOR_HEADER, cardImageUrl, formatTaka } from "./products.format";

export const PRODUCTS_PAGE_SIZE = 24;

const price = (messages: { required: string; tooLow: string }) =>
  z.coerce
    .number({ error: messages.required })
    .int(PRODUCT_MESSAGES.priceWhole)
    .min(1, messages.tooLow)
    .max(MAX_PRICE, PRODUCT_MESSAGES.priceTooHigh);

export const productStatusSchema = z.enum(["available", "sold"]);

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  img: z.string(),
  brand: z.enum(BRANDS),
  sellerName: z.string(),
  sellerEmail: z.string(),
  sellerVerified: z.boolean(),
  isAdvertised: z.boolean(),
  status: productStatusSchema,
  description: z.object({
    resalePrice: z.number().int(),
    originalPrice: z.number().int(),
    yearsOfUse: z.enum(AGES_OF_USE),
    location: z.enum(LOCATIONS),
    date: z.string(),
  }),
});
export type Product = z.infer<typeof productSchema>;

/** A product in its seller's own list (`GET /api/myproducts`), with its open bookings counted. */
export const myProductSchema = productSchema.extend({
  /** How many bookings of it are still `booked`. */
  bookingCount: z.number().int(),
});
export type MyProduct = z.infer<typeof myProductSchema>;

/** `POST /api/products`; seller name and email come from the session, never the body. */
export const createProductSchema = z.object({
  name: z
    .string({ error: PRODUCT_MESSAGES.nameRequired })
    .max(TEXT_LIMITS.productName, PRODUCT_MESSAGES.nameTooLong)
    .trim()
    .min(1, PRODUCT_MESSAGES.nameRequired)
    .refine(isSafeName, PRODUCT_MESSAGES.nameInvalid),
  img: z
    .string({ error: PRODUCT_MESSAGES.imageRequired })
    .max(300)
    .trim()
    .min(1, PRODUCT_MESSAGES.imageRequired),
  brand: z.enum(BRANDS),
  description: z.object({
    resalePrice: price({
      required: PRODUCT_MESSAGES.resalePriceRequired,
      tooLow: PRODUCT_MESSAGES.resalePriceTooLow,
    }),
    originalPrice: price({
      required: PRODUCT_MESSAGES.originalPriceRequired,
      tooLow: PRODUCT_MESSAGES.originalPriceTooLow,
    }),
    yearsOfUse: z.enum(AGES_OF_USE, { error: PRODUCT_MESSAGES.ageRequired }),
    location: z.enum(LOCATIONS, { error: PRODUCT_MESSAGES.locationRequired }),
  }),
});
export type CreateProductInput = z.input<typeof createProductSchema>;

export const productsQuerySchema = z.object({
  category: z.string().max(50).trim().min(1),
  cursor: z.string().max(200).optional(),
});
export const emailQuerySchema = z.object({ email: z.string().max(320).trim().min(1) });
/** `GET /api/myproducts`: the seller's own email and, past the first page, the page cursor. */
export const myProductsQuerySchema = emailQuerySchema.extend({
  cursor: z.string().max(200).optional(),
});
export const sellerLookupResponseSchema = z.object({ verified: z.boolean() });

export const insertedResponseSchema = z.object({
  acknowledged: z.boolean(),
  insertedId: z.string(),
});
export const modifiedResponseSchema = z.object({
  acknowledged: z.boolean(),
  modifiedCount: z.number().int(),
});
export const deletedResponseSchema = z.object({
  acknowledged: z.boolean(),
  deletedCount: z.number().int(),
});
export const acknowledgedResponseSchema = z.object({ acknowledged: z.boolean() });

export const imageUploadResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});

/**
 * The body of `PATCH /api/products/reported/:id` as the server reads it: the spec's client
 * sends none, and Fastify hands a missing body to the validator as `null`.
 */
export const reportProductBodySchema = z
  .object({
    reason: z
      .string()
      .max(TEXT_LIMITS.reportReason, REPORT_MESSAGES.reasonTooLong)
      .trim()
      .optional(),
  })
  .nullish();
