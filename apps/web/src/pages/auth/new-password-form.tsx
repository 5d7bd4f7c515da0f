import { zodResolver } from "@hookform/resolvers/zod";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, resetPasswordSchema } from "@bechedaw/shared";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { TextField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { errorMessage } from "@/lib/error-message";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useResetPassword } from "@/features/auth/api/password-reset-api";
import { linkRefusalOf, ResetLinkRefused } from "./reset-link-refused";

const formSchema = resetPasswordSchema.pick({ newPassword: true });
type FormValues = { newPassword: string };

/**
 * The new password, under sign-up's rules. Saving it ends every session of the account; the
 * server then logs this browser in, and the person lands on the home page, logged in.
 */
export function NewPasswordForm(props: { token: string; email: string }) {
  const navigate = useNavigate();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { newPassword: "" },
  });
  const reset = useResetPassword(props.token, async (signedIn) => {
    toast.success(t(signedIn ? "reset.done.signedIn" : "reset.done.logIn"));
    await navigate(signedIn ? "/" : "/login", { replace: true });
  });
  const refusal = linkRefusalOf(reset.error);
  if (refusal) return <ResetLinkRefused refusal={refusal} />;

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit((values) => reset.mutate(values))}
    >
      <p className="text-base-content/80 break-words">
        {t("reset.new.for", { email: props.email })}
      </p>
      {/* Lets password managers save the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={props.email} />
      <TextField
        id="newPassword"
        label={t("reset.new.password")}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        autoFocus
        hint={t("reset.new.hint", { count: formatNumber(PASSWORD_MIN_LENGTH) })}
        error={form.formState.errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <PendingButton type="submit" className="btn-primary w-full" isPending={reset.isPending}>
        {t("reset.new.submit")}
      </PendingButton>
      {reset.isError ? (
        <p className="text-sm text-error" role="alert">
          {errorMessage(reset.error)}
        </p>
      ) : null}
    </form>
  );
}
