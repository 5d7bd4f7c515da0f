/** English texts of password reset: the Forgot Password and new password pages. */
export default {
  "reset.forgot.title": "Forgot password",
  "reset.forgot.intro":
    "Type the email address of your account. We will send it a link to choose a new password.",
  "reset.forgot.email": "Email",
  "reset.forgot.submit": "Send reset link",
  "reset.forgot.sent":
    "If an account uses {email}, we sent it a link to choose a new password. Check your inbox and spam folder: the link works once, for 1 hour.",
  "reset.forgot.again": "Use another address",
  "reset.forgot.rateLimited":
    "Too many requests for a reset link. Please wait up to an hour, then try again.",
  "reset.backToLogin": "Back to Login",
  "reset.new.title": "Reset your password",
  "reset.new.for": "For the account {email}. Saving it logs you out on every other device.",
  "reset.new.password": "New password",
  "reset.new.hint": "At least {count} characters.",
  "reset.new.submit": "Save new password",
  "reset.new.checking": "Checking your reset link",
  "reset.new.checkFailed": "We could not check your reset link",
  "reset.done.signedIn": "Your password is changed, and you are logged in.",
  "reset.done.logIn": "Your password is changed. Log in with it.",
  "reset.refused.invalid.title": "This link is not valid",
  "reset.refused.invalid.text":
    "The link may be cut short or changed. Open it again from the email, or ask for a new one.",
  "reset.refused.used.title": "This link has been used",
  "reset.refused.used.text":
    "Each reset link works once. If you still need a new password, ask for another link.",
  "reset.refused.expired.title": "This link has expired",
  "reset.refused.expired.text": "Reset links work for 1 hour. Ask for a new one.",
  "reset.refused.otherAccount.title": "This link is for another account",
  "reset.refused.otherAccount.text":
    "You are logged in here as {email}. Log out, then the link will let you choose a new password for its own account.",
  "reset.refused.logOut": "Log out",
  "reset.refused.newLink": "Ask for a new link",
} satisfies Record<`reset.${string}`, string>;
