import {
  ACCOUNT_MESSAGES,
  type Account,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type UpdateAccountBody,
} from "@bechedaw/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { AppError, unauthorized } from "../../app-error";
import {
  deleteOtherSessions,
  findOwnAccount,
  findPasswordHash,
  hashPassword,
  isPasswordOf,
  setPasswordHash,
  updateOwnProfile,
  type Auth,
} from "../auth";
import type { ImageStorage } from "../images";
import { deleteUserWithEverything, refuseLastAdmin } from "./users.delete.service";

// The signed-in user's own settings (docs/decisions/028-account-settings.md): only their own
// record, and never its role, verified flag, email address or ban.

type Caller = { id: string; email: string; sessionToken: string };

/** A field the request lacks, named as the shared schemas name theirs (400 VALIDATION_ERROR). */
function missing(field: string, message: string): AppError {
  return new AppError("VALIDATION_ERROR", message, [{ path: `body/${field}`, message }]);
}

const wrongPassword = () => new AppError("WRONG_PASSWORD", ACCOUNT_MESSAGES.wrongPassword);

/** The caller's account; a session whose user has just been deleted is signed out (401). */
export async function getAccount(db: Database, userId: string): Promise<Account> {
  const found = await findOwnAccount(db, userId);
  if (!found) throw unauthorized();
  return found;
}

/** Changes the caller's name, phone, district or language, and answers the account. */
export async function updateAccount(
  db: Database,
  userId: string,
  changes: UpdateAccountBody,
): Promise<Account> {
  const defined = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(defined).length > 0 && (await updateOwnProfile(db, userId, defined)) === 0) {
    throw unauthorized();
  }
  return getAccount(db, userId);
}

/**
 * Changes the caller's password after checking the current one, or sets a first password on an
 * account without one (Google only: its session is the proof). Every other session of the
 * account ends; this one stays. Both hashes are made before the transaction, which on PGlite
 * would otherwise hold the only connection for the hashing.
 */
export async function changePassword(
  db: Database,
  auth: Auth,
  caller: Caller,
  body: ChangePasswordBody,
): Promise<{ acknowledged: true; sessionsEnded: number }> {
  const currentHash = await findPasswordHash(db, caller.id);
  if (currentHash !== null) {
    if (!body.currentPassword) {
      throw missing("currentPassword", ACCOUNT_MESSAGES.currentPasswordRequired);
    }
    if (!(await isPasswordOf(auth, currentHash, body.currentPassword))) throw wrongPassword();
  }
  const newHash = await hashPassword(auth, body.newPassword);
  const sessionsEnded = await db.transaction(async (tx) => {
    await setPasswordHash(tx, caller.id, newHash);
    return deleteOtherSessions(tx, caller.id, caller.sessionToken);
  });
  return { acknowledged: true, sessionsEnded };
}

/**
 * Deletes the caller's account with everything it owns (as the admin's Delete does), after the
 * password, or for an account without one its email address. The last admin is refused (409).
 */
export async function deleteAccount(
  deps: { db: Database; auth: Auth; storage: ImageStorage; log: Pick<FastifyBaseLogger, "warn"> },
  caller: Caller,
  body: DeleteAccountBody,
): Promise<void> {
  const hash = await findPasswordHash(deps.db, caller.id);
  if (hash !== null) {
    if (!body.password) throw missing("password", ACCOUNT_MESSAGES.confirmationRequired);
    if (!(await isPasswordOf(deps.auth, hash, body.password))) throw wrongPassword();
  } else {
    const typed = body.email?.trim().toLowerCase();
    if (!typed) throw missing("email", ACCOUNT_MESSAGES.emailConfirmationRequired);
    if (typed !== caller.email.toLowerCase()) {
      throw new AppError("WRONG_EMAIL", ACCOUNT_MESSAGES.emailMismatch);
    }
  }
  await deleteUserWithEverything(deps, caller.id, (locked) => {
    if (!locked.some((row) => row.id === caller.id)) throw unauthorized();
    refuseLastAdmin(locked, caller.id, ACCOUNT_MESSAGES.lastAdmin);
  });
}
