import { MAX_PHOTOS, MAX_PRICE, TEXT_LIMITS } from "./constants";
import { tooLongMessage } from "./messages";

/**
 * A listing's checks; apart from messages.ts (which every page loads, for the product toasts) so
 * the web app loads them with the listing form, like the passport's (passport.messages.ts).
 */
export const PRODUCT_CHECK_MESSAGES = {
  nameRequired: "Product Name is required",
  nameTooLong: tooLongMessage("Product Name", TEXT_LIMITS.productName),
  nameInvalid: "Product Name may not contain control or text-direction characters.",
  resalePriceRequired: "Resale price is required",
  resalePriceTooLow: "Resale price must be at least ৳1",
  originalPriceRequired: "Original price is required",
  originalPriceTooLow: "Original price must be at least ৳1",
  priceTooHigh: `At most ৳${MAX_PRICE.toLocaleString("en-US")}`,
  priceWhole: "Enter a whole number of taka, like 45000",
  locationRequired: "Location is required",
  ageRequired: "Age of use is required",
  imageRequired: "Image is required",
  tooManyPhotos: `A listing has at most ${MAX_PHOTOS} photos.`,
  photoRepeated: "Each photo may be used once in a listing.",
  descriptionTooLong: tooLongMessage("Description", TEXT_LIMITS.productDescription),
  descriptionInvalid: "Description may not contain control or text-direction characters.",
  textHasLink: "A listing cannot contain links: buyers pay and talk through the deal.",
  colourTooLong: tooLongMessage("Colour", TEXT_LIMITS.colour),
  colourInvalid: "Colour may not contain control or text-direction characters.",
  conditionInvalid: "Choose one of the listed conditions.",
  storageInvalid: "Choose one of the listed storage sizes.",
  ramInvalid: "Choose one of the listed RAM sizes.",
} as const;
