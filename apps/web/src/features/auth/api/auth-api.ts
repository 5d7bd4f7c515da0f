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

/** Starts Google sign-in; the browser then leaves for Google and comes back to `callbackURL`. */
export async function startGoogleSignIn(callbackURL: string) {
  const answer = await apiRequest<{ url?: string }>("/api/auth/sign-in/social", {
    method: "POST",
    body: { provider: "google", callbackURL, errorCallbackURL: "/login?error=google" },
  });
  if (answer.url) window.location.assign(answer.url);
}
