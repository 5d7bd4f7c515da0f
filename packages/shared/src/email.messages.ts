/**
 * The refusals of email verification (docs/decisions/026-email-verification.md), shared by the
 * server and the web app; apart from messages.ts so the web app loads them with the pages that
 * show them, not with every page.
 */
export const EMAIL_MESSAGES = {
  notVerified:
    "Confirm your email address first: open the link we emailed you, or ask for a new one.",
  linkExpired: "This link has expired: ask for a new one.",
  linkInvalid: "This link does not work: it may be incomplete. Ask for a new one.",
  linkUsed: "This link has been used already: your address is confirmed.",
  addressConfirmedElsewhere:
    "This address has been confirmed on its other account: log in to that one.",
} as const;
