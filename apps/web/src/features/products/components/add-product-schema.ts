import {
  BATTERY_UNKNOWN,
  createProductSchema,
  MAX_PHOTOS,
  PASSPORT_MESSAGES,
  passportInputSchema,
  PRODUCT_CHECK_MESSAGES as PRODUCT_MESSAGES,
  TEXT_LIMITS,
  toAsciiDigits,
  type CreateProductInput,
  type PrivatePassport,
  type ProductDetail,
} from "@bechedaw/shared";
import { z } from "zod";
import { savedPhoto, type PhotoEntry } from "./photo-list";
import { UPLOAD_TYPES } from "./shrink-photo";
import type { MessageId } from "@/lib/i18n/catalog";
import { addSharedTexts } from "@/lib/i18n/shared-text";

// The passport's and the listing's checks are in the "find" part of the catalog, which the
// form's pages load.
addSharedTexts("shared.passport", PASSPORT_MESSAGES);
addSharedTexts("shared.product", PRODUCT_MESSAGES);

/** What the file picker offers; HEIC is not among them (docs/decisions/008-photo-formats.md). */
export const IMAGE_ACCEPT = UPLOAD_TYPES.join(",");

/** The photo's own checks; their messages are catalog ids, shown by `imageErrorText`. */
export const IMAGE_MESSAGES = {
  tooLarge: "dashboard.photo.tooLarge",
  notImage: "dashboard.photo.notImage",
} as const satisfies Record<string, MessageId>;

const { description } = createProductSchema.shape;
const shape = createProductSchema.shape;

/** A choice from a select whose options are sizes in GB; "" when nothing is chosen. */
const sizeChoice = (message: string) =>
  z
    .string()
    .min(1, message)
    .transform((text): unknown => Number(text));

/** Whole taka as typed: "45000", "45,000" or "৪৫০০০" pass; "45k" and "450.50" do not. */
function priceField(required: string, shared: typeof description.shape.resalePrice) {
  return (
    z
      .string()
      .max(TEXT_LIMITS.price, PRODUCT_MESSAGES.priceTooHigh)
      .transform((text) => toAsciiDigits(text).replace(/[\s,]/g, ""))
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

/** Whether a photo chosen here may be a photo (some systems give no type; the server decides). */
export const isPhotoFile = (file: File) => file.type === "" || file.type.startsWith("image/");

const photosField = z
  .array(z.custom<PhotoEntry>())
  .min(1, PRODUCT_MESSAGES.imageRequired)
  .max(MAX_PHOTOS, PRODUCT_MESSAGES.tooManyPhotos)
  .refine(
    (photos) => photos.every((photo) => !photo.file || isPhotoFile(photo.file)),
    IMAGE_MESSAGES.notImage,
  );

const passport = passportInputSchema.shape;

/** A number as typed ("86", "৮৬", "86%"); "" is `empty`; anything else fails the shared check. */
const typedNumber = (empty: unknown) => (text: string) => {
  const digits = toAsciiDigits(text).replace(/[\s%]/g, "");
  if (digits === "") return empty;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
};

/** A private proof photo: a new file to upload, or one saved before (its address). */
export type ProofEntry = { file?: File; url?: string };

/** The passport's fields in the form: answers as typed, checked by the shared schema. */
const passportFields = {
  imei: passport.imei,
  imei2: z
    .string()
    .transform((text) => (text.trim() === "" ? undefined : text))
    .pipe(passport.imei2),
  official: z
    .string()
    .min(1, PASSPORT_MESSAGES.officialRequired)
    .transform((value) => value === "official"),
  batteryHealth: z
    .string()
    .max(10)
    .transform(typedNumber(BATTERY_UNKNOWN))
    .pipe(passport.batteryHealth),
  warrantyMonths: z.string().max(10).transform(typedNumber(0)).pipe(passport.warrantyMonths),
  hasBox: z.boolean(),
  hasCharger: z.boolean(),
  hasReceipt: z.boolean(),
  repairs: passport.repairs,
  kydPhoto: z.custom<ProofEntry | null>(),
  receiptPhoto: z.custom<ProofEntry | null>(),
};

/** The listing form (add and edit): the shared product schema, with photos as files or URLs. */
export const addProductFormSchema = z
  .object({
    name: createProductSchema.shape.name,
    brand: createProductSchema.shape.brand,
    resalePrice: priceField(PRODUCT_MESSAGES.resalePriceRequired, description.shape.resalePrice),
    originalPrice: priceField(
      PRODUCT_MESSAGES.originalPriceRequired,
      description.shape.originalPrice,
    ),
    location: z.string().pipe(description.shape.location),
    yearsOfUse: z.string().pipe(description.shape.yearsOfUse),
    photos: photosField,
    // Optional in the API for the original API's clients; our form asks for condition and storage.
    condition: z.string().pipe(shape.condition.unwrap()),
    storage: sizeChoice(PRODUCT_MESSAGES.storageInvalid).pipe(shape.storage.unwrap()),
    ram: z
      .string()
      .transform((text): unknown => (text ? Number(text) : undefined))
      .pipe(shape.ram),
    colour: shape.colour,
    text: description.shape.text,
    ...passportFields,
  })
  .refine((values) => values.imei2 === undefined || values.imei2 !== values.imei, {
    message: PASSPORT_MESSAGES.imeiRepeated,
    path: ["imei2"],
  });

export type AddProductFormInput = z.input<typeof addProductFormSchema>;
export type AddProductFormValues = z.output<typeof addProductFormSchema>;

/** The proofs' addresses once uploaded. */
export type ProofUrls = { kydPhoto?: string; receiptPhoto?: string };

/**
 * The form's values as `POST` and `PUT /api/products` take them; `urls` are the photos'
 * addresses, `proofs` the private proofs'.
 */
export function toCreateProductInput(
  values: AddProductFormValues,
  [img, ...extraPhotos]: [string, ...string[]],
  proofs: ProofUrls = {},
): CreateProductInput {
  return {
    name: values.name,
    img,
    ...(extraPhotos.length > 0 ? { extraPhotos } : {}),
    brand: values.brand,
    condition: values.condition,
    storage: values.storage,
    ...(values.ram === undefined ? {} : { ram: values.ram }),
    ...(values.colour ? { colour: values.colour } : {}),
    passport: {
      imei: values.imei,
      ...(values.imei2 === undefined ? {} : { imei2: values.imei2 }),
      official: values.official,
      batteryHealth: values.batteryHealth,
      hasBox: values.hasBox,
      hasCharger: values.hasCharger,
      hasReceipt: values.hasReceipt,
      warrantyMonths: values.warrantyMonths,
      ...(values.repairs ? { repairs: values.repairs } : {}),
      ...proofs,
    },
    description: {
      resalePrice: values.resalePrice,
      originalPrice: values.originalPrice,
      yearsOfUse: values.yearsOfUse,
      location: values.location,
      ...(values.text ? { text: values.text } : {}),
    },
  };
}

/** An empty form: Apple, as the original site's form started. */
export const EMPTY_PRODUCT_FORM: AddProductFormInput = {
  name: "",
  brand: "Apple",
  resalePrice: "",
  originalPrice: "",
  location: "",
  yearsOfUse: "",
  condition: "",
  storage: "",
  ram: "",
  colour: "",
  text: "",
  photos: [],
  imei: "",
  imei2: "",
  official: "",
  batteryHealth: "",
  warrantyMonths: "",
  hasBox: false,
  hasCharger: false,
  hasReceipt: false,
  repairs: "",
  kydPhoto: null,
  receiptPhoto: null,
};

/** The passport's fields of the form, from the whole passport (the seller's own listing). */
function passportFormValues(passport: PrivatePassport | null) {
  if (!passport) return {};
  return {
    imei: passport.imei,
    imei2: passport.imei2 ?? "",
    official: passport.official ? "official" : "unofficial",
    batteryHealth: passport.batteryHealth === BATTERY_UNKNOWN ? "" : String(passport.batteryHealth),
    warrantyMonths: passport.warrantyMonths > 0 ? String(passport.warrantyMonths) : "",
    hasBox: passport.hasBox,
    hasCharger: passport.hasCharger,
    hasReceipt: passport.hasReceipt,
    repairs: passport.repairs ?? "",
    kydPhoto: passport.kydPhoto ? { url: passport.kydPhoto } : null,
    receiptPhoto: passport.receiptPhoto ? { url: passport.receiptPhoto } : null,
  };
}

/**
 * A listing as the form shows it for editing: every field, its photos in their order, and its
 * whole passport (`GET /api/products/:id/passport`; null on a listing made before passports).
 */
export function productFormValues(
  product: ProductDetail,
  passport: PrivatePassport | null,
): AddProductFormInput {
  const { description } = product;
  return {
    ...EMPTY_PRODUCT_FORM,
    name: product.name,
    brand: product.brand,
    resalePrice: String(description.resalePrice),
    originalPrice: String(description.originalPrice),
    location: description.location,
    yearsOfUse: description.yearsOfUse,
    condition: product.condition ?? "",
    storage: product.storage === null ? "" : String(product.storage),
    ram: product.ram === null ? "" : String(product.ram),
    colour: product.colour ?? "",
    text: description.text ?? "",
    photos: product.photos.map(savedPhoto),
    ...passportFormValues(passport),
  };
}
