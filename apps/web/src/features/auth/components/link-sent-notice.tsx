import { Suspense } from "react";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";

function LinkSentText({ email }: { email: string }) {
  // The text lives with the dashboard's, so the prerendered login page carries none of it.
  useCatalogPart("dashboard");
  return <p className="mt-2 wrap-anywhere">{t("email.linkSent", { email })}</p>;
}

/** After sign-up: the confirmation link is on its way to this address. */
export function LinkSentNotice({ email }: { email: string }) {
  return (
    <Suspense fallback={null}>
      <LinkSentText email={email} />
    </Suspense>
  );
}
