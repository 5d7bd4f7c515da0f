import { createProductSchema, PRODUCT_MESSAGES, type CreateProductInput } from "@bechedaw/shared";
import { z } from "zod";

/** The server takes photos up to 10 MB; checking here saves a slow upload that would fail. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/heic";

export const IMAGE_MESSAGES = {
  tooLarge: "This photo is larger than 10 MB. Choose a smaller one.",
  notImage: "This file is not a photo. Choose a JPEG, PNG, WebP or HEIC image.",
} as const;

const BANGLA_DIGITS = /[০-৯]/g;
const { description } = createProductSchema.shape;

/** Whole taka as typed: "45000", "45,000" or "৪৫০০০" pass; "45k" and "450.50" do not. */
function priceField(required: string, shared: typeof description.shape.resalePrice) {
  return (
    z
      .string()
      .transform((text) =>
        text
          .replace(/[\s,]/g, "")
          .replace(BANGLA_DIGITS, (digit) => String(digit.charCodeAt(0) - "০".charCodeAt(0))),
      )
      .pipe(
        z
          .string()
          .min(1, { error: required, abort: true })
          .regex(/^\d+$/, PRODUCT_MESSAGES.priceWhole),
      )
      // The shared schema coerces from `unknown`; handing it the checked digits as such lets
      // it apply the same integer and range rules as the server.
      .transform((digits): unknown => digits)
      .pipe(shared)
  );
}

const imageField = z
  .custom<File>((value) => value instanceof File, { error: PRODUCT_MESSAGES.imageRequired })
  .pipe(z.custom<File>())
  .refine((file) => file.type === "" || file.type.startsWith("image/"), IMAGE_MESSAGES.notImage)
  .refine((file) => file.size <= MAX_IMAGE_BYTES, IMAGE_MESSAGES.tooLarge);

/** The Add A Product form: the shared product schema, with the photo as a File. */
export const addProductFormSchema = z.object({
  name: createProductSchema.shape.name,
  brand: createProductSchema.shape.brand,
  resalePrice: priceField(PRODUCT_MESSAGES.resalePriceRequired, description.shape.resalePrice),
  originalPrice: priceField(
    PRODUCT_MESSAGES.originalPriceRequired,
    description.shape.originalPrice,
  ),
  location: z.string().pipe(description.shape.location),
  yearsOfUse: z.string().pipe(description.shape.yearsOfUse),
  image: imageField,
});

export type AddProductFormInput = z.input<typeof addProductFormSchema>;
export type AddProductFormValues = z.output<typeof addProductFormSchema>;

export function toCreateProductInput(
  values: AddProductFormValues,
  img: string,
): CreateProductInput {
  return {
    name: values.name,
    img,
    brand: values.brand,
    description: {
      resalePrice: values.resalePrice,
      originalPrice: values.originalPrice,
      yearsOfUse: values.yearsOfUse,
      location: values.location,
    },
  };
}
