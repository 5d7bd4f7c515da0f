import { zodResolver } from "@hookform/resolvers/zod";
import {
  passwordResetRequestSchema,
  TEXT_LIMITS,
  type PasswordResetRequestInput,
} from "@bechedaw/shared";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { TextField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { hasErrorCode } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { activeLocale, t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useRequestPasswordReset } from "@/features/auth/api/password-reset-api";
import { AuthCard } from "@/features/auth/components/auth-card";

function failure(error: unknown): string {
  return hasErrorCode(error, "RESET_RATE_LIMITED")
    ? t("reset.forgot.rateLimited")
    : errorMessage(error);
}

/**
 * Asks for a password reset link. The answer never says whether the address has an account:
 * the server answers the same either way (docs/decisions/027-password-reset.md).
 */
export default function ForgotPasswordPage() {
  useCatalogPart("reset");
  const state = useLocation().state as { email?: unknown } | null;
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: typeof state?.email === "string" ? state.email : "" },
  });
  const request = useRequestPasswordReset();
  const { errors } = form.formState;

  return (
    <AuthCard title={t("reset.forgot.title")}>
      {request.isSuccess ? (
        <div className="space-y-4">
          <p role="status" className="rounded-box bg-base-200 p-3 text-base-content break-words">
            {t("reset.forgot.sent", { email: request.variables.email })}
          </p>
          <button type="button" className="btn btn-outline w-full" onClick={() => request.reset()}>
            {t("reset.forgot.again")}
          </button>
        </div>
      ) : (
        <form
          noValidate
          className="space-y-3"
          onSubmit={form.handleSubmit((values) =>
            request.mutate({ email: values.email, language: activeLocale() }),
          )}
        >
          <p className="text-base-content/80">{t("reset.forgot.intro")}</p>
          <TextField
            id="email"
            label={t("reset.forgot.email")}
            type="email"
            autoComplete="email"
            maxLength={TEXT_LIMITS.email}
            autoFocus
            error={errors.email?.message}
            {...form.register("email")}
          />
          <PendingButton type="submit" className="btn-primary w-full" isPending={request.isPending}>
            {t("reset.forgot.submit")}
          </PendingButton>
          {request.isError ? (
            <p className="text-sm text-error" role="alert">
              {failure(request.error)}
            </p>
          ) : null}
        </form>
      )}
      <p className="text-center text-sm">
        <Link to="/login" className="link link-secondary font-semibold">
          {t("reset.backToLogin")}
        </Link>
      </p>
    </AuthCard>
  );
}
