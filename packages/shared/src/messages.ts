import { MAX_PHOTOS, MAX_PRICE, TEXT_LIMITS } from "./constants";

/** "Full name must be at most 100 characters.": the one wording for every length limit. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

/** User-facing texts shared by the server and the web app (DESIGN.md §6). */
export const MESSAGES = {
  nameRequired: "Full name is required.",
  nameTooLong: tooLongMessage("Full name", TEXT_LIMITS.personName),
  nameInvalid: "Full name may not contain control or text-direction characters.",
  nameReserved: "Full name may not pose as BecheDaw or its staff.",
  languageInvalid: "Language must be en or bn.",
  emailRequired: "Email Address is required.",
  emailInvalid: "Enter a valid email address.",
  emailTooLong: tooLongMessage("Email Address", TEXT_LIMITS.email),
  passwordRequired: "Password is required.",
  passwordTooShort: "Password must be 8 characters or longer.",
  passwordTooLong: "Password must be 128 characters or fewer.",
  roleInvalid: "Role must be Buyer or Seller.",
  signedIn: "Successfully Login",
  signedOut: "Successfully Logout",
  userCreated: "User created successfully.",
} as const;

/** Booking texts (DESIGN.md §6), here so the home page can show them without zod. */
export const BOOKING_MESSAGES = {
  phoneRequired: "Phone number is required",
  phoneInvalid: "Enter a Bangladeshi mobile number like 01712345678.",
  phoneTooLong: tooLongMessage("Phone number", TEXT_LIMITS.phone),
  locationRequired: "Location is required",
  booked: "Successfully Booked",
  signInRequired: "You have to log in or register to book a product.",
  alreadyBooked: "You've already booked this product.",
} as const;

export const SEARCH_MESSAGES = {
  textTooLong: tooLongMessage("Search text", TEXT_LIMITS.searchText),
  textInvalid: "Search text may not contain control or text-direction characters.",
  priceInvalid: `Prices are whole taka from 0 to ${MAX_PRICE.toLocaleString("en-US")}.`,
  priceRangeSwapped: "The lowest price must not be above the highest.",
} as const;

export const REPORT_MESSAGES = {
  signInRequired: "Please log in to report a product.",
  reasonTooLong: tooLongMessage("The reason", TEXT_LIMITS.reportReason),
} as const;

export const PRODUCT_MESSAGES = {
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
  colourTooLong: tooLongMessage("Colour", TEXT_LIMITS.colour),
  colourInvalid: "Colour may not contain control or text-direction characters.",
  conditionInvalid: "Choose one of the listed conditions.",
  storageInvalid: "Choose one of the listed storage sizes.",
  ramInvalid: "Choose one of the listed RAM sizes.",
  updated: "Product updated successfully.",
  added: "Product added successfully.",
  advertised: "Product advertised successfully.",
  deleted: "Product deleted successfully.",
  reported: "Product reported successfully.",
} as const;
