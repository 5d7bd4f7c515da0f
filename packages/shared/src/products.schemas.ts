import { z } from "zod";
import {
  AGES_OF_USE,
  BRANDS,
  CONDITIONS,
  LOCATIONS,
  MAX_PHOTOS,
  MAX_PRICE,
  RAM_SIZES,
  STORAGE_SIZES,
  REPORT_KINDS,
  TEXT_LIMITS,
} from "./constants";
import { REPORT_MESSAGES } from "./messages";
import { PRODUCT_CHECK_MESSAGES as PRODUCT_MESSAGES } from "./product.messages";
import { REVIEW_MESSAGES } from "./review.messages";
import {
  passportBadgesSchema,
  passportInputSchema,
  privatePassportSchema,
  publicPassportSchema,
} from "./passport.schemas";
import { priceWarningSchema } from "./prices.schemas";
import { hasNoLink, isSafeName, isSafeText } from "./text";
import { ratingSchema } from "./rating.schemas";
import { sellerTierSchema } from "./verification.schemas";

export { NEXT_CURSOR_HEADER, cardImageUrl, formatTaka } from "./products.format";

export const PRODUCTS_PAGE_SIZE = 24;

const price = (messages: { required: string; tooLow: string }) =>
  z.coerce
    .number({ error: messages.required })
    .int(PRODUCT_MESSAGES.priceWhole)
    .min(1, messages.tooLow)
    .max(MAX_PRICE, PRODUCT_MESSAGES.priceTooHigh);

/**
 * `available` (public), `sold` (its page stays), `held` (waiting for an admin's review, seen only
 * by its seller and admins) and `rejected` (refused by an admin, with a reason its seller reads):
 * docs/decisions/023-listing-review.md.
 */
export const productStatusSchema = z.enum(["available", "sold", "held", "rejected"]);
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** A listing as every list shows it (a card or a compact row). */
export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The cover photo. */
  img: z.string(),
  brand: z.enum(BRANDS),
  sellerId: z.string(),
  sellerName: z.string(),
  /** The original site's green tick: an admin checked the seller's identity (the `identity` tier). */
  sellerVerified: z.boolean(),
  /** The seller's verification tier (decision 024). */
  sellerTier: sellerTierSchema,
  /** The verified shop's name when the tier is `shop`, else null. */
  sellerShopName: z.string().nullable(),
  /** The seller's rating from reviews of deals sold through BecheDaw (docs/decisions/030-deals.md). */
  sellerRating: ratingSchema,
  isAdvertised: z.boolean(),
  status: productStatusSchema,
  /** Null on listings made before these fields existed, or through the original site's API. */
  condition: z.enum(CONDITIONS).nullable(),
  storage: z.number().int().nullable(),
  ram: z.number().int().nullable(),
  colour: z.string().nullable(),
  /** The price before the last drop while the price stays below it ("price reduced"). */
  previousPrice: z.number().int().nullable(),
  /** The phone passport's badges; null on listings made before passports (decision 020). */
  passport: passportBadgesSchema.nullable(),
  description: z.object({
    resalePrice: z.number().int(),
    originalPrice: z.number().int(),
    yearsOfUse: z.enum(AGES_OF_USE),
    location: z.enum(LOCATIONS),
    date: z.string(),
  }),
});
export type Product = z.infer<typeof productSchema>;

/**
 * A listing as admins see it (reports, the review queue): with its seller's email address, which
 * no one else is shown; buyers and sellers reach each other through the deal.
 */
export const adminProductSchema = productSchema.extend({ sellerEmail: z.string() });
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A product in its seller's own list (`GET /api/myproducts`), with its open bookings counted. */
export const myProductSchema = productSchema.extend({
  /** How many bookings of it are still `booked`. */
  bookingCount: z.number().int(),
  /** Why an admin rejected it (status `rejected`); null otherwise. */
  rejectionReason: z.string().nullable(),
  /** How many people saved it to their favourites (never who). */
  favouriteCount: z.number().int(),
});
export type MyProduct = z.infer<typeof myProductSchema>;

const photoUrl = z
  .string({ error: PRODUCT_MESSAGES.imageRequired })
  .max(300)
  .trim()
  .min(1, PRODUCT_MESSAGES.imageRequired);

/**
 * `POST /api/products`, and `PUT /api/products/:id` (the whole listing again); seller name and
 * email come from the session, never the body. `img` is the cover; `extraPhotos` the others in
 * their order. The fields after `brand` but `passport` are optional for the original site's clients; our
 * form asks for condition and storage. `passport` is required (decision 020).
 */
export const createProductSchema = z
  .object({
    name: z
      .string({ error: PRODUCT_MESSAGES.nameRequired })
      .max(TEXT_LIMITS.productName, PRODUCT_MESSAGES.nameTooLong)
      .trim()
      .min(1, PRODUCT_MESSAGES.nameRequired)
      .refine(isSafeName, PRODUCT_MESSAGES.nameInvalid)
      .refine(hasNoLink, PRODUCT_MESSAGES.textHasLink),
    img: photoUrl,
    extraPhotos: z
      .array(photoUrl)
      .max(MAX_PHOTOS - 1, PRODUCT_MESSAGES.tooManyPhotos)
      .optional(),
    brand: z.enum(BRANDS),
    condition: z.enum(CONDITIONS, { error: PRODUCT_MESSAGES.conditionInvalid }).optional(),
    storage: z.literal(STORAGE_SIZES, { error: PRODUCT_MESSAGES.storageInvalid }).optional(),
    ram: z.literal(RAM_SIZES, { error: PRODUCT_MESSAGES.ramInvalid }).optional(),
    colour: z
      .string()
      .max(TEXT_LIMITS.colour, PRODUCT_MESSAGES.colourTooLong)
      .trim()
      .refine(isSafeName, PRODUCT_MESSAGES.colourInvalid)
      .refine(hasNoLink, PRODUCT_MESSAGES.textHasLink)
      .optional(),
    passport: passportInputSchema,
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
      /** The seller's own words, shown as plain text. */
      text: z
        .string()
        .max(TEXT_LIMITS.productDescription, PRODUCT_MESSAGES.descriptionTooLong)
        .trim()
        .refine(isSafeText, PRODUCT_MESSAGES.descriptionInvalid)
        .refine(hasNoLink, PRODUCT_MESSAGES.textHasLink)
        .optional(),
    }),
  })
  .refine(
    (input) =>
      new Set([input.img, ...(input.extraPhotos ?? [])]).size ===
      1 + (input.extraPhotos?.length ?? 0),
    { message: PRODUCT_MESSAGES.photoRepeated, path: ["extraPhotos"] },
  );
export type CreateProductInput = z.input<typeof createProductSchema>;

/** A seller as buyers see them: on a phone's page and their profile, `GET /api/sellers/:id`. */
export const sellerProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  verified: z.boolean(),
  /** Their verification tier (decision 024), and the verified shop's name at the `shop` tier. */
  tier: sellerTierSchema,
  shopName: z.string().nullable(),
  /** When they joined (ISO date-time). */
  memberSince: z.string(),
  /** Phones they have for sale now, and phones they have sold. */
  forSale: z.number().int(),
  sold: z.number().int(),
  /** Their rating from reviews of deals sold through BecheDaw. */
  rating: ratingSchema,
});
export type SellerProfile = z.infer<typeof sellerProfileSchema>;

/** `GET /api/products/:id`: a listing's page, open to everyone; a sold one is still shown. */
export const productDetailSchema = productSchema.extend({
  /** Every photo, the cover first. */
  photos: z.array(z.string()),
  description: productSchema.shape.description.extend({ text: z.string().nullable() }),
  /** Buyers see the IMEIs' last 4 digits only; the seller and admins ask `/passport`. */
  passport: publicPassportSchema.nullable(),
  seller: sellerProfileSchema,
  /** Up to 6 available phones of the same model near its price. */
  similar: z.array(productSchema),
  /** Set when the price is unusually low for its model (decision 022): buyers are warned. */
  priceWarning: priceWarningSchema,
  /**
   * The seller's words (name, colour, description) ask for mobile money or an advance, as a
   * flagged deal message would: buyers are warned.
   */
  asksForAdvance: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `GET /api/products/:id/passport`: null for a listing made before passports. */
export const privatePassportResponseSchema = privatePassportSchema.nullable();

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
/** `POST /api/products`: the new listing's id, and whether it is published or held (decision 023). */
export const createdProductResponseSchema = insertedResponseSchema.extend({
  status: z.enum(["available", "held"]),
});
export type CreatedProductResponse = z.infer<typeof createdProductResponseSchema>;
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

export const reportKindSchema = z.enum(REPORT_KINDS, { error: REVIEW_MESSAGES.reportKindInvalid });

/**
 * The body of `PATCH /api/products/reported/:id` as the server reads it: the original site's client
 * sends none, and Fastify hands a missing body to the validator as `null`. `kind` is what the
 * buyer says is wrong; "other" when not said.
 */
export const reportProductBodySchema = z
  .object({
    reason: z
      .string()
      .max(TEXT_LIMITS.reportReason, REPORT_MESSAGES.reasonTooLong)
      .trim()
      .optional(),
    kind: reportKindSchema.optional(),
  })
  .nullish();
export type ReportProductBody = z.input<typeof reportProductBodySchema>;
