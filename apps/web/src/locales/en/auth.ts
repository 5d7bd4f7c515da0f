/**
 * The one sign-in text any page may show (its session ended); logging in and signing up are in
 * login.ts, the protected pages' checks in auth-guards.ts. bn/auth.ts has the same keys.
 */
export default {
  "auth.sessionEnded": "Your session has ended. Please log in again.",
} satisfies Record<`auth.${string}`, string>;
