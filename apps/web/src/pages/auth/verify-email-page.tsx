import { EMAIL_MESSAGES } from "@bechedaw/shared/email-messages";
import { CircleCheck, CircleX } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { useEmailLink } from "@/features/auth/api/email-verification";
import { ResendLinkButton } from "@/features/auth/components/resend-link-button";
import { ResendLinkForm } from "@/features/auth/components/resend-link-form";
import { hasErrorCode } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useSession } from "@/lib/session";
import type { LoginState } from "./login-return";

/** The words for a refused link, by the server's code; undefined for a failure to retry. */
function refusalOf(error: unknown): MessageId | undefined {
  if (hasErrorCode(error, "EMAIL_LINK_EXPIRED")) return "email.verify.expired";
  if (hasErrorCode(error, "EMAIL_LINK_USED")) return "email.verify.used";
  if (!hasErrorCode(error, "EMAIL_LINK_INVALID")) return undefined;
  return error.message === EMAIL_MESSAGES.addressConfirmedElsewhere
    ? "email.verify.elsewhere"
    : "email.verify.invalid";
}

function Outcome(props: { isGood: boolean; text: string; children?: ReactNode }) {
  const Icon = props.isGood ? CircleCheck : CircleX;
  return (
    <div className="space-y-4">
      <p
        role={props.isGood ? "status" : "alert"}
        className={`flex items-start gap-2 rounded-box border bg-base-200 p-4 wrap-anywhere ${props.isGood ? "border-success" : "border-warning"}`}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{props.text}</span>
      </p>
      {props.children}
    </div>
  );
}

/** Where to go once the address is confirmed: listing a phone when signed in, else logging in. */
function NextSteps({ email }: { email: string }) {
  const { user } = useSession();
  if (user?.email === email) {
    return (
      <div className="flex flex-wrap gap-2">
        <Link to="/dashboard/add-products" className="btn btn-primary">
          {t("email.verify.addPhone")}
        </Link>
        <Link to="/dashboard" className="btn btn-ghost">
          {t("email.verify.dashboard")}
        </Link>
      </div>
    );
  }
  return (
    <Link to="/login" state={{ email } satisfies LoginState} className="btn btn-primary">
      {t("email.verify.login")}
    </Link>
  );
}

/** A way to a new link: a button for the signed-in, unconfirmed user, else a form. */
function AskNewLink() {
  const { user } = useSession();
  return (
    <section aria-labelledby="ask-new-link" className="space-y-3">
      <h2 id="ask-new-link" className="text-lg font-semibold">
        {t("email.verify.askNew")}
      </h2>
      {user && user.emailVerified === false ? (
        <ResendLinkButton email={user.email} />
      ) : (
        <ResendLinkForm />
      )}
    </section>
  );
}

/** `/verify-email?token=`: where the link in a verification email lands. */
export default function VerifyEmailPage() {
  useCatalogPart("dashboard");
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const link = useEmailLink(token);

  let body: ReactNode;
  if (token === "") {
    body = (
      <Outcome isGood={false} text={t("email.verify.missing")}>
        <AskNewLink />
      </Outcome>
    );
  } else if (link.isPending) {
    body = <Spinner label={t("email.verify.checking")} />;
  } else if (link.isSuccess) {
    const { status, email } = link.data;
    body = (
      <Outcome
        isGood
        text={t(status === "replaced" ? "email.verify.replaced" : "email.verify.verified", {
          email,
        })}
      >
        <NextSteps email={email} />
      </Outcome>
    );
  } else {
    const refusal = refusalOf(link.error);
    body = !refusal ? (
      <ErrorState
        title={t("email.verify.failed")}
        message={errorMessage(link.error)}
        onRetry={() => void link.refetch()}
      />
    ) : refusal === "email.verify.used" ? (
      <Outcome isGood text={t(refusal)} />
    ) : (
      <Outcome isGood={false} text={t(refusal)}>
        {refusal === "email.verify.elsewhere" ? null : <AskNewLink />}
      </Outcome>
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl min-w-0 space-y-6 px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-bold">{t("email.verify.title")}</h1>
      {body}
    </div>
  );
}
