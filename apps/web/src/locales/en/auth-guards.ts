/** English texts of the protected pages' checks: the session, then the role. bn/auth-guards.ts has the same keys. */
export default {
  "auth.check.session": "Checking your session",
  "auth.check.sessionFailed": "We could not check your session",
  "auth.check.account": "Checking your account",
  "auth.check.accountFailed": "We could not check your account",
  "auth.role.notForYou": "This page is not for your account",
  "auth.role.onlyFor": "Only {audience} can open this page. You are signed in as a {role}.",
  "auth.role.buyers": "buyers",
  "auth.role.sellers": "sellers",
  "auth.role.admins": "admins",
  "auth.role.and": "{first} and {second}",
  "auth.role.back": "Back to the dashboard",
} satisfies Record<`auth.${string}`, string>;
