import type { PasswordResetRequestInput, ResetPasswordInput } from "@bechedaw/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
function requestPasswordReset(input: PasswordResetRequestInput) {
  return apiRequest<{ status: true; message: string }>("/api/auth/request-password-reset", {
    method: "POST",
    body: input,
  });
}

/** Whether a reset link can still be used here: the address of its account, or a refusal. */
function checkResetLink(token: string) {
  return apiRequest<{ email: string }>("/api/password-reset/check", {
    method: "POST",
    body: { token },
  });
}

/** Sets the new password; `signedIn` when this browser is now logged in to the account. */
function resetPassword(input: ResetPasswordInput) {
  return apiRequest<{ status: true; signedIn: boolean }>("/api/auth/reset-password", {
    method: "POST",
    body: input,
  });
}

/** Asks for a reset link. Quiet on failure: the form shows the refusal. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silent: true } });
}

/**
 * The reset link checked once, before anything is typed (`enabled`: once the session is known).
 * Quiet and never retried: a refused link is an answer, not a failure.
 */
export function useResetLink(token: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.resetLink.of(token),
    queryFn: () => checkResetLink(token),
    enabled,
    retry: false,
    meta: { silent: true },
  });
}

/**
 * Saves the new password for the link's `token`. The session is read afresh ("all") before
 * `onDone` runs with whether this browser is now logged in. Quiet on failure: the form says why.
 */
export function useResetPassword(token: string, onDone: (signedIn: boolean) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: { newPassword: string }) => resetPassword({ token, ...values }),
    meta: { silent: true },
    onSuccess: async ({ signedIn }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.session.all, refetchType: "all" });
      await onDone(signedIn);
    },
  });
}
