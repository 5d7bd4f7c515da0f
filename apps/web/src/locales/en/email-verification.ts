/**
 * English texts of email verification (docs/decisions/026-email-verification.md): the link-sent
 * notice, the "confirm first" notices and the /verify-email page. Part of the dashboard's
 * catalog, so the home page never loads them. bn/email-verification.ts has the same keys.
 */
export default {
  "email.linkSent":
    "We emailed a link to {email}. Open it to confirm your address: a confirmed address is needed to list phones.",
  "email.notice.title": "Confirm your email address",
  "email.notice.addProduct":
    "Before you can list a phone, open the link we emailed to {email}. The link works for 24 hours.",
  "email.resend": "Send the link again",
  "email.resent": "A new link is on its way to {email}.",
  "email.resentAny":
    "If an account with this address is waiting for confirmation, a new link is on its way.",
  "email.verify.title": "Confirm your email address",
  "email.verify.checking": "Checking your link",
  "email.verify.verified": "Your email address {email} is confirmed. You can list phones now.",
  "email.verify.replaced":
    "Your new account for {email} is ready and confirmed. The older, unconfirmed account with this address is deleted. Log in with the password you chose.",
  "email.verify.used": "This link has been used already: your email address is confirmed.",
  "email.verify.expired":
    "This link has expired: links work for 24 hours. Ask for a new one below.",
  "email.verify.invalid":
    "This link does not work. It may be incomplete: copy the whole address from the email, or ask for a new link below.",
  "email.verify.elsewhere":
    "This address has been confirmed on its older account in the meantime: log in to that account.",
  "email.verify.missing": "This page needs the link from your email. Ask for a new link below.",
  "email.verify.failed": "Your link could not be checked.",
  "email.verify.askNew": "Get a new link",
  "email.verify.email": "Email Address",
  "email.verify.addPhone": "Add a phone",
  "email.verify.login": "Log in",
  "email.verify.dashboard": "Go to the dashboard",
};
