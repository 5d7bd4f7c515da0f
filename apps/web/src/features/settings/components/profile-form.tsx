import { zodResolver } from "@hookform/resolvers/zod";
import {
  LOCATIONS,
  profileSchema,
  TEXT_LIMITS,
  type Account,
  type ProfileInput,
  type UpdateAccountBody,
} from "@bechedaw/shared";
import { LOCALE_NAMES, LOCALES } from "@bechedaw/shared/locale";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { SelectField, TextField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { activeLocale, t } from "@/lib/i18n/i18n";
import { locationLabel } from "@/lib/i18n/labels";
import { switchLocale } from "@/lib/i18n/switch-locale";
import { endsSession, setSessionLanguage } from "@/lib/session";
import { errorMessage } from "@/lib/error-message";
import { toast } from "@/lib/toast";
import { updateAccount } from "../api/account-api";
import { fieldErrorsOf } from "./field-errors";
import { queryKeys } from "@/lib/query-keys";

const FIELDS = ["name", "phone", "district", "language"] as const;

/** Name, phone number, district and language; the site switches to a newly chosen language. */
export function ProfileForm({ account }: { account: Account }) {
  const queryClient = useQueryClient();
  const form = useForm<ProfileInput, unknown, UpdateAccountBody>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      name: account.name,
      phone: account.phone ?? "",
      district: account.district ?? "",
      language: account.language ?? activeLocale(),
    },
  });
  const { errors } = form.formState;

  const save = useMutation({
    mutationFn: updateAccount,
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKeys.account.of(saved.id), saved);
      form.reset({
        name: saved.name,
        phone: saved.phone ?? "",
        district: saved.district ?? "",
        language: saved.language ?? activeLocale(),
      });
      if (saved.language && saved.language !== activeLocale()) {
        setSessionLanguage(queryClient, saved.language);
        // The account has the language already: only this browser's cookie and screen change.
        await switchLocale(saved.language, false);
      }
      void queryClient.invalidateQueries({ queryKey: queryKeys.session.all });
      toast.success(t("settings.profile.saved"));
    },
    meta: { silent: true },
    onError: (error) => {
      if (endsSession(error)) return;
      const named = fieldErrorsOf(error);
      for (const { field, message } of named) {
        const name = FIELDS.find((known) => known === field);
        if (name) form.setError(name, { message });
      }
      if (named.length === 0) toast.error(errorMessage(error));
    },
  });

  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={form.handleSubmit((body) => save.mutate(body))}
    >
      <TextField
        id="settings-email"
        label={t("settings.profile.email")}
        value={account.email}
        hint={t("settings.profile.emailHint")}
        readOnly
      />
      <TextField
        id="settings-name"
        label={t("settings.profile.name")}
        autoComplete="name"
        maxLength={TEXT_LIMITS.personName}
        aria-required="true"
        error={errors.name?.message}
        {...form.register("name")}
      />
      <TextField
        id="settings-phone"
        label={t("settings.profile.phone")}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={TEXT_LIMITS.phone}
        hint={t("settings.profile.phoneHint")}
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <SelectField
        id="settings-district"
        label={t("settings.profile.district")}
        options={LOCATIONS}
        optionLabel={locationLabel}
        placeholder={t("settings.profile.noDistrict")}
        hint={t("settings.profile.districtHint")}
        error={errors.district?.message}
        {...form.register("district")}
      />
      <SelectField
        id="settings-language"
        label={t("settings.profile.language")}
        options={LOCALES}
        optionLabel={(locale) => LOCALE_NAMES[locale]}
        error={errors.language?.message}
        {...form.register("language")}
      />
      <PendingButton type="submit" className="btn-primary" isPending={save.isPending}>
        {t("settings.profile.save")}
      </PendingButton>
    </form>
  );
}
