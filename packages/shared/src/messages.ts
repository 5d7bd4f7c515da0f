import { MAX_PRICE, TEXT_LIMITS } from "./constants";

/** "Full name must be at most 100 characters.": the one wording for every length limit. */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters.`;
}

/** User-facing texts shared by the server and the web app (docs/design.md, differences). */
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
  imageInvalid: "Picture must be a photo uploaded to BecheDaw.",
  signedIn: "Successfully Login",
  signedOut: "Successfully Logout",
  userCreated: "User created successfully.",
} as const;

/** Booking texts (docs/design.md, differences), here so the home page can show them without zod. */
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

/** Product toasts (every part of the web app may show them); the listing's checks are in
 * product.messages.ts, which loads with the listing form. */
export const PRODUCT_MESSAGES = {
  updated: "Product updated successfully.",
  added: "Product added successfully.",
  advertised: "Product advertised successfully.",
  deleted: "Product deleted successfully.",
  reported: "Product reported successfully.",
} as const;
