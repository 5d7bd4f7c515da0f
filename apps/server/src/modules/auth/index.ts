// Accounts and sign-in (Better Auth), and the user records: the user table is Better Auth's, so
// every other module reads and changes users only through what this file exports
// (docs/decisions/007-module-boundaries.md).

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
  type MailRecipient,
  type UserProfile,
} from "./auth.users.service";

// The user records, changed, and the row locks that order those changes.
export {
  deleteUserRecord,
  lockUserAndAdmins,
  lockUserForWrite,
  lockUsersForReference,
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
