import type { SignInInput, SignUpInput } from "@bechedaw/shared";
import { apiRequest } from "@/lib/api-client";
import type { SessionUser } from "@/lib/session";

export function signUpWithEmail(input: SignUpInput) {
  return apiRequest<unknown>("/api/auth/sign-up/email", { method: "POST", body: input });
}

export function signInWithEmail(input: SignInInput) {
  return apiRequest<{ user: SessionUser }>("/api/auth/sign-in/email", {
    method: "POST",
    body: input,
  });
}

/** Where Google sends the browser back to, when sign-in worked and when it did not. */
export type GoogleCallbacks = { callbackURL: string; errorCallbackURL: string };

/** Starts Google sign-in; the browser then leaves for Google and comes back to a callback. */
export async function startGoogleSignIn(callbacks: GoogleCallbacks) {
  const answer = await apiRequest<{ url?: string }>("/api/auth/sign-in/social", {
    method: "POST",
    body: { provider: "google", ...callbacks },
  });
  if (answer.url) window.location.assign(answer.url);
}
