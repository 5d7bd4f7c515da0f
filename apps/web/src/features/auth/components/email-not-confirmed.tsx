import { MailWarning } from "lucide-react";
import { t } from "@/lib/i18n/i18n";
import { ResendLinkButton } from "./resend-link-button";

/** Why a page waits for a confirmed address, and the way to a new link. */
export function EmailNotConfirmed(props: { email: string; text: string }) {
  return (
    <section
      aria-labelledby="email-not-confirmed"
      className="space-y-3 rounded-box border border-warning bg-base-200 p-4 md:p-6"
    >
      <h2 id="email-not-confirmed" className="flex items-center gap-2 text-lg font-semibold">
        <MailWarning aria-hidden="true" className="size-5 shrink-0" />
        {t("email.notice.title")}
      </h2>
      <p className="wrap-anywhere">{props.text}</p>
      <ResendLinkButton email={props.email} />
    </section>
  );
}
