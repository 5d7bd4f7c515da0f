import { t } from "@/lib/i18n/i18n";

/**
 * What other pages hand the login page: where to go back to, a prefilled email, and whether the
 * server ended the session (RequireAuth).
 */
export type LoginState = {
  from?: string;
  email?: string;
  sessionEnded?: boolean;
  /** Sign-up just emailed this address its confirmation link (decision 026). */
  linkSentTo?: string;
} | null;

/**
 * The path to return to after logging in: `state.from` (RequireAuth) or `?next=` (a link or a
 * full page load). Only a path on this site is taken, so a crafted link cannot send a person
 * elsewhere after they log in.
 */
export function returnPath(state: LoginState, search: URLSearchParams): string | null {
  const path = state?.from ?? search.get("next");
  if (!path || !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) {
    return null;
  }
  return path.startsWith("/login") ? null : path;
}

/** Why the person was sent here, in a sentence, when they came from another page. */
export function loginReason(path: string | null, sessionEnded = false): string | null {
  if (sessionEnded) return t("auth.sessionEnded");
  if (!path || path === "/") return null;
  if (path.startsWith("/dashboard")) return t("auth.reason.dashboard");
  const category = /^\/category\/([A-Za-z]{1,20})$/.exec(path)?.[1];
  if (category) return t("auth.reason.category", { brand: category });
  return t("auth.reason.other");
}
