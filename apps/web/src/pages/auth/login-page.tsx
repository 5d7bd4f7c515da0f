import { zodResolver } from "@hookform/resolvers/zod";
import {
  MESSAGES,
  PASSWORD_MAX_LENGTH,
  signInSchema,
  TEXT_LIMITS,
  type SignInInput,
} from "@bechedaw/shared";
import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useIsHydrated } from "@/lib/use-is-hydrated";
import { toast } from "@/lib/toast";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { TextField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { errorMessage } from "@/lib/error-message";
import { SESSION_ENDED_TOAST_ID } from "@/lib/session";
import { useSignIn } from "@/features/auth/api/auth-api";
import { AuthCard } from "@/features/auth/components/auth-card";
import { GoogleButton } from "@/features/auth/components/google-button";
import { ForgotPassword } from "./forgot-password";
import { GoogleReturn, googleCallbackUrl } from "./google-return";
import { LinkSentNotice } from "@/features/auth/components/link-sent-notice";
import { loginReason, returnPath, type LoginState } from "./login-return";
import { t } from "@/lib/i18n/i18n";
import { sharedText } from "@/lib/i18n/shared-text";

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  // Prerendered: nothing can be typed or sent before the page works. And the page was drawn
  // without a query or a history state, so while React takes its HTML over it renders without
  // them too (a reason or a prefilled email drawn then would not match the HTML: React error
  // #418); they show in the render right after.
  const isHydrated = useIsHydrated();
  const state = isHydrated ? (location.state as LoginState) : null;
  const from = isHydrated ? returnPath(state, searchParams) : null;
  const prefilledEmail = state?.email ?? "";
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: prefilledEmail, password: "" },
  });
  // After a full page load (a reload after signing up), the email comes with the second render.
  useEffect(() => {
    if (!prefilledEmail || form.getValues("email")) return;
    form.setValue("email", prefilledEmail);
    form.setFocus("password");
  }, [form, prefilledEmail]);
  const { errors } = form.formState;
  const typedEmail = useWatch({ control: form.control, name: "email" });
  // The reason below says the session ended; the toast that said so first would repeat it.
  const sessionEnded = Boolean(state?.sessionEnded);
  useEffect(() => {
    if (sessionEnded) toast.dismiss(SESSION_ENDED_TOAST_ID);
  }, [sessionEnded]);

  const signIn = useSignIn(async () => {
    toast.success(sharedText(MESSAGES.signedIn));
    await navigate(from ?? "/", { replace: true });
  });

  if (isHydrated && searchParams.get("google") === "done") return <GoogleReturn to={from ?? "/"} />;
  const googleFailed = isHydrated && searchParams.get("error") === "google";
  const reason = state?.email ? t("auth.login.accountReady") : loginReason(from, sessionEnded);

  return (
    <AuthCard title={t("auth.login.title")}>
      {reason ? (
        <div role="status" className="rounded-box bg-base-200 p-3 text-base-content">
          <p>{reason}</p>
          {state?.linkSentTo ? <LinkSentNotice email={state.linkSentTo} /> : null}
        </div>
      ) : null}
      <form noValidate onSubmit={form.handleSubmit((values) => signIn.mutate(values))}>
        <fieldset disabled={!isHydrated} className="min-w-0 space-y-3">
          <TextField
            id="email"
            label={t("auth.login.email")}
            type="email"
            autoComplete="email"
            maxLength={TEXT_LIMITS.email}
            error={errors.email?.message}
            {...form.register("email")}
          />
          <TextField
            id="password"
            label={t("auth.login.password")}
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            autoFocus={Boolean(state?.email)}
            error={errors.password?.message}
            {...form.register("password")}
          />
          <ForgotPassword email={typedEmail} />
          <PendingButton type="submit" className="btn-primary w-full" isPending={signIn.isPending}>
            {t("auth.login.submit")}
          </PendingButton>
          {signIn.isError ? (
            <p className="text-sm text-error" role="alert">
              {errorMessage(signIn.error)}
            </p>
          ) : null}
          {googleFailed && !signIn.isError ? (
            <p className="text-sm text-error" role="alert">
              {t("auth.login.googleFailed")}
            </p>
          ) : null}
        </fieldset>
      </form>
      <div className="divider">{t("auth.or")}</div>
      <GoogleButton label={t("auth.login.google")} callbacks={googleCallbackUrl(from)} />
      <p className="text-center text-sm">
        {t("auth.login.newHere")}{" "}
        <Link to="/signup" className="link link-secondary font-semibold">
          {t("auth.login.createAccount")}
        </Link>
      </p>
    </AuthCard>
  );
}

// The password reset pages ride in the login page's chunk (router.tsx): as chunks of their own,
// Rolldown moved TanStack Query and the API client out of the entry into a shared chunk the home
// page then loads as well, 1.4 KB gzip more of it (measured with bench/build-size.mjs).
export { default as ForgotPasswordPage } from "./forgot-password-page";
export { default as ResetPasswordPage } from "./reset-password-page";
