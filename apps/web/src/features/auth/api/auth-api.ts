import type { SignInInput, SignUpInput } from "@bechedaw/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { SessionUser } from "@/lib/session";

function signUpWithEmail(input: SignUpInput) {
  return apiRequest<unknown>("/api/auth/sign-up/email", { method: "POST", body: input });
}

function signInWithEmail(input: SignInInput) {
  return apiRequest<{ user: SessionUser }>("/api/auth/sign-in/email", {
    method: "POST",
    body: input,
  });
}

/**
 * Email sign-up. It does not sign in: `onSignedUp` (with what was sent) leads on to logging in.
 * Quiet on failure: the form shows the refusal.
 */
export function useSignUp(onSignedUp: (input: SignUpInput) => Promise<void>) {
  return useMutation({
    mutationFn: signUpWithEmail,
    meta: { silent: true },
    onSuccess: (_answer, input) => onSignedUp(input),
  });
}

/**
 * Email sign-in. The session is read afresh before `onSignedIn` runs ("all": even when nothing
 * on the page watches it, the return path's RequireAuth must not read an ended session and send
 * the person back to log in). Quiet on failure: the form shows the refusal.
 */
export function useSignIn(onSignedIn: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signInWithEmail,
    meta: { silent: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.session.all, refetchType: "all" });
      await onSignedIn();
    },
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
