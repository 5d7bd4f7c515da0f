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
