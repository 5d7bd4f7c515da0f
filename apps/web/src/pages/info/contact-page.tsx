import { CONTACT_LIMITS, CONTACT_MESSAGES, contactMessageSchema } from "@bechedaw/shared/contact";
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { describedBy, FormField, TextField } from "@/components/ui/form-field";
import { PendingButton } from "@/components/ui/pending-button";
import { apiRequest } from "@/lib/api-client";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { addSharedTexts, sharedText } from "@/lib/i18n/shared-text";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";

addSharedTexts("shared.contact", CONTACT_MESSAGES);

type Field = "name" | "email" | "message";

/** `/contact`: a message to the admins, checked here as the server checks it. */
export default function ContactPage() {
  useCatalogPart("info");
  const { user } = useSession();
  const [name, setName] = useState(user?.name ?? "");
  const [email, setEmail] = useState(user?.email ?? "");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const messageId = useId();
  const send = useMutation({
    mutationFn: (body: { name: string; email: string; message: string }) =>
      apiRequest<{ acknowledged: true }>("/api/contact", { method: "POST", body }),
    onSuccess: () => {
      toast.success(sharedText(CONTACT_MESSAGES.sent));
      setMessage("");
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = contactMessageSchema.safeParse({ name, email, message });
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    send.mutate(checked.data);
  };

  const count = t("info.contact.count", {
    count: formatNumber(message.length),
    max: formatNumber(CONTACT_LIMITS.messageMax),
  });
  return (
    <div className="mx-auto w-full max-w-2xl min-w-0 px-4 py-8 sm:py-12">
      <header className="mb-6 space-y-3">
        <h1 className="text-3xl font-bold sm:text-4xl">{t("info.contact.title")}</h1>
        <p className="text-lg text-base-content/80">{t("info.contact.intro")}</p>
        <p>
          <Link to="/help" className="link">
            {t("info.contact.help")}
          </Link>
        </p>
      </header>
      <form noValidate onSubmit={submit} className="card card-border space-y-4 p-4 sm:p-6">
        <TextField
          id="contact-name"
          label={t("info.contact.name")}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          error={errors.name}
        />
        <TextField
          id="contact-email"
          type="email"
          label={t("info.contact.email")}
          hint={t("info.contact.emailHint")}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="email"
          error={errors.email}
        />
        <FormField
          id={messageId}
          label={t("info.contact.message")}
          hint={count}
          error={errors.message}
        >
          <textarea
            id={messageId}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={CONTACT_LIMITS.messageMax}
            rows={6}
            className={`textarea w-full ${errors.message ? "textarea-error" : ""}`}
            {...describedBy({ id: messageId, hint: count, error: errors.message })}
          />
        </FormField>
        <PendingButton type="submit" isPending={send.isPending} className="btn btn-primary">
          {t("info.contact.send")}
        </PendingButton>
      </form>
    </div>
  );
}
