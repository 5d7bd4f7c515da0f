import type { PasswordResetRequestInput, ResetPasswordInput } from "@bechedaw/shared";
import { apiRequest } from "@/lib/api-client";

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function requestPasswordReset(input: PasswordResetRequestInput) {
  return apiRequest<{ status: true; message: string }>("/api/auth/request-password-reset", {
    method: "POST",
    body: input,
  });
}

/** Whether a reset link can still be used here: the address of its account, or a refusal. */
export function checkResetLink(token: string) {
  return apiRequest<{ email: string }>("/api/password-reset/check", {
    method: "POST",
    body: { token },
  });
}

/** Sets the new password; `signedIn` when this browser is now logged in to the account. */
export function resetPassword(input: ResetPasswordInput) {
  return apiRequest<{ status: true; signedIn: boolean }>("/api/auth/reset-password", {
    method: "POST",
    body: input,
  });
}
