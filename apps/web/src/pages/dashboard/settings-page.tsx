import type { ReactNode } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { DeleteAccount } from "@/features/settings/components/delete-account";
import { PasswordForm } from "@/features/settings/components/password-form";
import { ProfileForm } from "@/features/settings/components/profile-form";
import { useAccount } from "@/lib/account";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";

function Section(props: { id: string; title: string; children: ReactNode; isDanger?: boolean }) {
  return (
    <section
      aria-labelledby={props.id}
      className={`card border bg-base-100 shadow-sm ${props.isDanger ? "border-error/60" : "border-base-300"}`}
    >
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id={props.id} className={`card-title ${props.isDanger ? "text-error" : ""}`}>
          {props.title}
        </h2>
        {props.children}
      </div>
    </section>
  );
}

/** `/dashboard/settings`, every signed-in user: profile, password, deleting the account. */
export default function SettingsPage() {
  const account = useAccount({ silent: true });
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <div className="space-y-1">
        <h1 className="text-3xl font-bold">{t("settings.title")}</h1>
        <p className="text-base-content/80">{t("settings.intro")}</p>
      </div>
      {account.isPending ? (
        <Spinner label={t("settings.loading")} />
      ) : account.isError ? (
        <ErrorState
          title={t("settings.failed")}
          message={errorMessage(account.error)}
          onRetry={() => void account.refetch()}
        />
      ) : (
        <>
          <Section id="settings-profile" title={t("settings.profile.title")}>
            <ProfileForm account={account.data} />
          </Section>
          <Section id="settings-password" title={t("settings.password.title")}>
            <PasswordForm account={account.data} />
          </Section>
          <Section id="settings-delete" title={t("settings.delete.title")} isDanger>
            <DeleteAccount account={account.data} />
          </Section>
        </>
      )}
    </div>
  );
}
