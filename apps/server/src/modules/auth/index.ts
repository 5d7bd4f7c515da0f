import type { FastifyPluginAsync } from "fastify";
import { authRoutes } from "./auth.routes";
import { passwordResetRoutes } from "./password-reset.routes";

// Accounts and sign-in (Better Auth), and the user records: the user table is Better Auth's, so
// every other module reads and changes users only through what this file exports
// (docs/decisions/007-module-boundaries.md).

/**
 * Better Auth's routes (sign-up, sign-in, sessions, Google, email links, `/api/jwt`) and the
 * password reset. The Better Auth instance itself is made by `createAuth` in app.ts, which
 * decorates the app with it before any module is registered.
 */
export const authModule: FastifyPluginAsync = async (app) => {
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
};

export { createAuth } from "./auth";
export type { ScryptCost } from "./password";
export { loadAuthSecret } from "./secret";
export { sessionUserLoader } from "./session-user";

// Sign-in machinery: sessions, password hashes, sign-ups confirmed by a link, auth cookies.
export {
  createConfirmedAccount,
  deleteOtherSessions,
  deleteSessionsOf,
  expiredAuthCookies,
  findPasswordHash,
  hasCredentialPassword,
  hashLinkToken,
  hashPassword,
  isPasswordOf,
  isTakeoverToken,
  lockPendingSignUp,
  lockUserByEmail,
  setPasswordHash,
  type Auth,
} from "./auth.service";

// The user records, read: columns and a join for other modules' queries, lookups, recipients.
export {
  findAdminRecipients,
  findMailRecipients,
  findRatedUsers,
  findUserByEmail,
  findUserProfile,
  findUserRole,
  findUsersByRole,
  hasAnyUser,
  isEmailVerified,
  joinUser,
  memberSinceColumn,
  tierColumns,
  userColumns,
  usersByRoleQuery,
  type Caller,
  type MailRecipient,
  type UserProfile,
} from "./auth.users.service";

// The user records, changed, and the row locks that order those changes.
export {
  deleteUserRecord,
  lockUserAndAdmins,
  lockUsersForReference,
  lockUserForWrite,
  lockUserTier,
  setUserBanned,
  updateUser,
} from "./auth.users.writes.service";

// A user's rating from reviews, and their own account settings.
export {
  changeRating,
  findUserNames,
  ratingColumns,
  setRatings,
  toRating,
  userExists,
} from "./auth.users.ratings.service";
export { findOwnAccount, updateOwnProfile } from "./auth.users.account.service";
