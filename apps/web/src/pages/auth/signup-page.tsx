import { zodResolver } from "@hookform/resolvers/zod";
import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SIGN_UP_ROLES,
  signUpSchema,
  TEXT_LIMITS,
} from "@bechedaw/shared";
import { useForm } from "react-hook-form";
import { useIsHydrated } from "@/lib/use-is-hydrated";
import { toast } from "@/lib/toast";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { SelectField, TextField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { errorMessage } from "@/lib/error-message";
import { useSignUp } from "@/features/auth/api/auth-api";
import { AuthCard } from "@/features/auth/components/auth-card";
import { GoogleButton } from "@/features/auth/components/google-button";
import { googleCallbackUrl } from "./google-return";
import type { LoginState } from "./login-return";
import { formatNumber } from "@/lib/i18n/format";
import { activeLocale, t } from "@/lib/i18n/i18n";
import { sharedText } from "@/lib/i18n/shared-text";
import { roleLabel } from "@/lib/i18n/labels";

type SignUpForm = z.input<typeof signUpSchema>;
type SignUpValues = z.output<typeof signUpSchema>;

export default function SignUpPage() {
  const navigate = useNavigate();
  // Prerendered: nothing can be typed or sent before the page works.
  const isHydrated = useIsHydrated();
  const form = useForm<SignUpForm, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { role: "Buyer" },
  });
  const { errors } = form.formState;

  // Email sign-up does not sign in: the new user logs in next, with the email filled in.
  const signUp = useSignUp(async (values) => {
    toast.success(sharedText(MESSAGES.userCreated));
    const state = { email: values.email, linkSentTo: values.email } satisfies LoginState;
    await navigate("/login", { state });
  });

  return (
    <AuthCard title={t("auth.signup.title")}>
      <form
        noValidate
        // The account's language, and its confirmation email's, is the one the page is read in.
        onSubmit={form.handleSubmit((values) =>
          signUp.mutate({ ...values, language: activeLocale() }),
        )}
      >
        <fieldset disabled={!isHydrated} className="min-w-0 space-y-3">
          <TextField
            id="name"
            label={t("auth.signup.name")}
            autoComplete="name"
            maxLength={TEXT_LIMITS.personName}
            error={errors.name?.message}
            {...form.register("name")}
          />
          <TextField
            id="email"
            label={t("auth.signup.email")}
            type="email"
            autoComplete="email"
            maxLength={TEXT_LIMITS.email}
            error={errors.email?.message}
            {...form.register("email")}
          />
          <SelectField
            id="role"
            label={t("auth.signup.accountType")}
            options={SIGN_UP_ROLES}
            optionLabel={roleLabel}
            error={errors.role?.message}
            {...form.register("role")}
          />
          <TextField
            id="password"
            label={t("auth.signup.password")}
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            hint={t("auth.signup.passwordHint", { count: formatNumber(PASSWORD_MIN_LENGTH) })}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <PendingButton type="submit" className="btn-primary w-full" isPending={signUp.isPending}>
            {t("auth.signup.submit")}
          </PendingButton>
          {signUp.isError ? (
            <p className="text-sm text-error" role="alert">
              {errorMessage(signUp.error)}
            </p>
          ) : null}
        </fieldset>
      </form>
      <div className="divider">{t("auth.or")}</div>
      <GoogleButton label={t("auth.signup.google")} callbacks={googleCallbackUrl(null)} />
      <p className="text-center text-sm">
        {t("auth.signup.haveAccount")}{" "}
        <Link to="/login" className="link link-secondary font-semibold">
          {t("auth.signup.login")}
        </Link>
      </p>
    </AuthCard>
  );
}
