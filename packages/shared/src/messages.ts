/** User-facing texts shared by the server and the web app (spec §5, §8; DESIGN.md §6). */
export const MESSAGES = {
  nameRequired: "Full name is required.",
  emailRequired: "Email Address is required.",
  emailInvalid: "Enter a valid email address.",
  passwordRequired: "Password is required.",
  passwordTooShort: "Password must be 8 characters or longer.",
  passwordTooLong: "Password must be 128 characters or fewer.",
  roleInvalid: "Role must be Buyer or Seller.",
  signedIn: "Successfully Login",
  signedOut: "Successfully Logout",
  userCreated: "User created successfully.",
} as const;

/** Booking texts (spec §8; DESIGN.md §6), here so the home page can show them without zod. */
export const BOOKING_MESSAGES = {
  phoneRequired: "Phone number is required",
  phoneInvalid: "Enter a Bangladeshi mobile number like 01712345678.",
  locationRequired: "Location is required",
  booked: "Successfully Booked",
  signInRequired: "You have to log in or register to book a product.",
  alreadyBooked: "You've already booked this product.",
} as const;

export const REPORT_MESSAGES = {
  signInRequired: "Please log in to report a product.",
  reasonTooLong: "Keep the reason to 500 characters or fewer.",
} as const;
