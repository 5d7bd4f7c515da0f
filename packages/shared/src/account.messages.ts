/**
 * The account settings' texts (docs/decisions/028-account-settings.md): checks and refusals
 * shared by the server and the web app; apart from messages.ts so that only the settings page
 * loads them, never the home page.
 */
export const ACCOUNT_MESSAGES = {
  districtInvalid: "Choose one of Bangladesh's 64 districts.",
  currentPasswordRequired: "Current password is required.",
  confirmPasswordMismatch: "The two new passwords do not match.",
  wrongPassword: "The password is wrong.",
  confirmationRequired: "Type your password to delete your account.",
  emailConfirmationRequired: "Type your account's email address to delete your account.",
  emailMismatch: "This is not your account's email address.",
  lastAdmin: "You are the last admin: make another admin before deleting your account.",
} as const;
