import { APIError } from "better-auth/api";
import type { Database } from "../../db/client";
import { AppError } from "../../app-error";
import type { Auth } from "./auth";
import { findResetLinkState } from "./password-reset.links";

const REFUSALS = {
  invalid: () =>
    new AppError(
      "RESET_LINK_INVALID",
      "This reset link is not valid. Open the link from the email exactly as it is, or ask for a new one.",
    ),
  used: () => new AppError("RESET_LINK_USED", "This reset link has been used already."),
  expired: () =>
    new AppError("RESET_LINK_EXPIRED", "This reset link has expired: links work for 1 hour."),
};

/**
 * The account a reset link can still reset, or the refusal that says why not. A browser signed
 * in as someone else may not use it (docs/decisions/027-password-reset.md): the person would
 * change another account's password while believing it their own.
 */
export async function usableResetLink(
  db: Database,
  auth: Auth,
  token: string,
  signedInUserId: string | undefined,
): Promise<{ userId: string; email: string }> {
  const link = await findResetLinkState(db, auth, token);
  if (link.state !== "usable") throw REFUSALS[link.state]();
  if (signedInUserId !== undefined && signedInUserId !== link.userId) {
    throw new AppError(
      "RESET_LINK_OTHER_ACCOUNT",
      "This reset link is for another account than the one signed in here. Log out first.",
    );
  }
  return { userId: link.userId, email: link.email };
}

/**
 * Signs the person who just reset their password in on this browser, through Better Auth's own
 * sign-in (so its rules hold: a banned account gets no session). Answers the cookies to set, or
 * none when sign-in was refused; the password is changed either way.
 */
export async function signInAfterReset(
  auth: Auth,
  headers: Headers,
  email: string,
  password: string,
): Promise<string[]> {
  try {
    const result = await auth.api.signInEmail({
      body: { email, password },
      headers,
      returnHeaders: true,
    });
    return result.headers.getSetCookie();
  } catch (error) {
    if (error instanceof APIError) return [];
    throw error;
  }
}
