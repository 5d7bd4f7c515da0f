import type { FastifyBaseLogger } from "fastify";
import { EMAIL_MESSAGES, type VerifyEmailAnswer } from "@bechedaw/shared";
import type { Database } from "../../db/client";
import { AppError, conflict } from "../../app-error";
import {
  createConfirmedAccount,
  hashLinkToken,
  isEmailVerified,
  isTakeoverToken,
  lockPendingSignUp,
  lockUserByEmail,
  type Auth,
} from "../auth";
import type { ImageStorage } from "../images";
import { deleteUserRows, removePhotoFiles } from "./users.delete.service";

// Following a link from a verification email (docs/decisions/026-email-verification.md).

type Deps = {
  db: Database;
  auth: Auth;
  storage: ImageStorage;
  log: Pick<FastifyBaseLogger, "warn">;
};

const expired = () => new AppError("EMAIL_LINK_EXPIRED", EMAIL_MESSAGES.linkExpired);
const invalid = (message: string = EMAIL_MESSAGES.linkInvalid) =>
  new AppError("EMAIL_LINK_INVALID", message);
const used = () => conflict("EMAIL_LINK_USED", EMAIL_MESSAGES.linkUsed);

/** An unconfirmed account that may give its address up: never an admin, never Google's own. */
const canGiveUp = (holder: { emailVerified: boolean; role: string; providers: string[] }) =>
  !holder.emailVerified && holder.role !== "Admin" && !holder.providers.includes("google");

/** What a Better Auth link's token claims (read before its signature is checked). */
function claimsOf(token: string): { email?: unknown; userId?: unknown } {
  try {
    const payload = token.split(".")[1] ?? "";
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as object;
  } catch {
    return {};
  }
}

/** A link from sign-up or "send it again": Better Auth checks its signature and expiry. */
async function confirmAccount(deps: Deps, token: string): Promise<VerifyEmailAnswer> {
  const claims = claimsOf(token);
  const userId = typeof claims.userId === "string" ? claims.userId : undefined;
  const wasVerified = userId ? await isEmailVerified(deps.db, userId) : undefined;
  try {
    await deps.auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    const code = (error as { body?: { code?: unknown } }).body?.code;
    if (code === "TOKEN_EXPIRED") throw expired();
    throw invalid();
  }
  if (wasVerified) throw used();
  return { status: "verified", email: String(claims.email) };
}

/**
 * A link from a sign-up with the address of an unconfirmed account: in one transaction the old
 * account goes, with everything it owns, and the new one is created, confirmed.
 */
async function takeOver(deps: Deps, token: string): Promise<VerifyEmailAnswer> {
  const { email, photoNames } = await deps.db.transaction(async (tx) => {
    const signUp = await lockPendingSignUp(tx, hashLinkToken(token));
    if (!signUp) throw invalid();
    if (signUp.usedAt) throw used();
    if (signUp.expiresAt.getTime() <= Date.now()) throw expired();
    const holder = await lockUserByEmail(tx, signUp.email);
    if (holder && !canGiveUp(holder)) {
      throw invalid(EMAIL_MESSAGES.addressConfirmedElsewhere);
    }
    const names = holder ? await deleteUserRows(tx, holder.id) : [];
    await createConfirmedAccount(tx, signUp);
    return { email: signUp.email, photoNames: names };
  });
  await removePhotoFiles(deps.storage, deps.log, photoNames);
  return { status: "replaced", email };
}

/** Follows a verification link's token: confirms its account, or hands its address over. */
export async function followEmailLink(deps: Deps, token: string): Promise<VerifyEmailAnswer> {
  return isTakeoverToken(token) ? takeOver(deps, token) : confirmAccount(deps, token);
}

/**
 * Google vouched for `email`: an unconfirmed account holding it is deleted with everything it
 * owns, so Google's sign-in creates the address's account (docs/decisions/026).
 */
export async function releaseUnconfirmedAddress(deps: Deps, email: string): Promise<void> {
  const photoNames = await deps.db.transaction(async (tx) => {
    const holder = await lockUserByEmail(tx, email);
    return holder && canGiveUp(holder) ? deleteUserRows(tx, holder.id) : [];
  });
  await removePhotoFiles(deps.storage, deps.log, photoNames);
}
