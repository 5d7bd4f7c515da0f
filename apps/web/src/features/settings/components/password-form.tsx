import { zodResolver } from "@hookform/resolvers/zod";
import { ACCOUNT_MESSAGES, changePasswordSchema, type Account } from "@bechedaw/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { TextField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { hasErrorCode } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";
import { endsSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { changePassword } from "../api/account-api";
import { fieldErrorsOf } from "./field-errors";
import { queryKeys } from "@/lib/query-keys";

/** The server's check plus what only the form knows: the current one typed, the new one twice. */
function passwordFormSchema(hasPassword: boolean) {
  return changePasswordSchema
    .extend({
      currentPassword: hasPassword
        ? z.string().min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
        : z.string().optional(),
      confirmPassword: z.string(),
    })
    .refine((form) => form.newPassword === form.confirmPassword, {
      path: ["confirmPassword"],
      message: ACCOUNT_MESSAGES.confirmPasswordMismatch,
    });
}
type PasswordForm = z.infer<ReturnType<typeof passwordFormSchema>>;

const EMPTY: PasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change the password (current, new, confirm), or set a first one on a Google-only account.
 * Every other device is signed out; this one stays.
 */
export function PasswordForm({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const { hasPassword } = account;
  const form = useForm<PasswordForm>({
    resolver: zodResolver(passwordFormSchema(hasPassword)),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: (values: PasswordForm) =>
      changePassword({
        newPassword: values.newPassword,
        ...(hasPassword ? { currentPassword: values.currentPassword } : {}),
      }),
    meta: { silent: true },
    onSuccess: async (answer) => {
      form.reset(EMPTY);
      toast.success(t("settings.password.changed", { count: answer.sessionsEnded }));
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.all });
    },
    onError: (error) => {
      if (endsSession(error)) return;
      if (hasErrorCode(error, "WRONG_PASSWORD")) {
        form.setError("currentPassword", { message: ACCOUNT_MESSAGES.wrongPassword });
        return;
      }
      const named = fieldErrorsOf(error).filter(
        ({ field }) => field === "currentPassword" || field === "newPassword",
      );
      for (const { field, message } of named) {
        form.setError(field as "currentPassword" | "newPassword", { message });
      }
      if (named.length === 0) toast.error(errorMessage(error));
    },
  });

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <p className="text-base-content/80">
        {hasPassword ? t("settings.password.intro") : t("settings.password.setIntro")}
      </p>
      {/* Password managers file the new password under this account's email address. */}
      <input
        type="email"
        className="hidden"
        tabIndex={-1}
        aria-hidden="true"
        autoComplete="username"
        value={account.email}
        readOnly
      />
      {hasPassword ? (
        <TextField
          id="settings-current-password"
          label={t("settings.password.current")}
          type="password"
          autoComplete="current-password"
          aria-required="true"
          error={errors.currentPassword?.message}
          {...form.register("currentPassword")}
        />
      ) : null}
      <TextField
        id="settings-new-password"
        label={t("settings.password.new")}
        type="password"
        autoComplete="new-password"
        hint={t("settings.password.hint")}
        aria-required="true"
        error={errors.newPassword?.message}
        {...form.register("newPassword")}
      />
      <TextField
        id="settings-confirm-password"
        label={t("settings.password.confirm")}
        type="password"
        autoComplete="new-password"
        aria-required="true"
        error={errors.confirmPassword?.message}
        {...form.register("confirmPassword")}
      />
      <PendingButton type="submit" className="btn-primary" isPending={save.isPending}>
        {hasPassword ? t("settings.password.change") : t("settings.password.set")}
      </PendingButton>
    </form>
  );
}
