import { sendVerificationEmailSchema, TEXT_LIMITS } from "@bechedaw/shared";
import { useState, type FormEvent } from "react";
import { TextField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { useSendLink } from "../api/email-verification";

/**
 * A new verification link for someone not signed in: the answer is the same whether or not
 * the address has an account waiting, so it says no more than that.
 */
export function ResendLinkForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const send = useSendLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = sendVerificationEmailSchema.shape.email.safeParse(email);
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (!parsed.success) return;
    send.mutate(parsed.data, { onSuccess: () => toast.success(t("email.resentAny")) });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <TextField
        id="resend-email"
        label={t("email.verify.email")}
        type="email"
        autoComplete="email"
        maxLength={TEXT_LIMITS.email}
        value={email}
        error={error}
        onChange={(event) => setEmail(event.target.value)}
      />
      <PendingButton type="submit" className="btn-primary" isPending={send.isPending}>
        {t("email.resend")}
      </PendingButton>
    </form>
  );
}
