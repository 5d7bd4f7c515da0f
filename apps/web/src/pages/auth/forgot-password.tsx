import { t } from "@/lib/i18n/i18n";
/**
 * Password reset by email needs outgoing mail, which the site does not send yet; until it
 * does, the login page says so plainly instead of pointing anywhere.
 */
export function ForgotPassword() {
  return (
    <details className="text-sm">
      <summary className="link link-secondary w-fit py-1 font-medium">
        {t("auth.forgot.question")}
      </summary>
      <p className="mt-1 text-base-content/80">{t("auth.forgot.answer")}</p>
    </details>
  );
}
