import { PendingButton } from "@/components/ui/pending-button";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useSendLink } from "../api/email-verification";

/** Emails the signed-in user a new verification link. */
export function ResendLinkButton({ email }: { email: string }) {
  const send = useSendLink();
  return (
    <PendingButton
      type="button"
      className="btn-primary"
      isPending={send.isPending}
      onClick={() =>
        send.mutate(email, { onSuccess: () => toast.success(t("email.resent", { email })) })
      }
    >
      {t("email.resend")}
    </PendingButton>
  );
}
