import { Link, useSearchParams } from "react-router";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useSession } from "@/lib/session";
import { useResetLink } from "@/features/auth/api/password-reset-api";
import { AuthCard } from "@/features/auth/components/auth-card";
import { NewPasswordForm } from "./new-password-form";
import { linkRefusalOf, ResetLinkRefused } from "./reset-link-refused";

/**
 * The page a reset email links to (`/reset-password?token=…`). The link is checked before
 * anything is typed, so a used, expired, changed or other account's link says so at once.
 */
export default function ResetPasswordPage() {
  useCatalogPart("reset");
  const token = useSearchParams()[0].get("token") ?? "";
  const session = useSession();
  const check = useResetLink(token, token !== "" && !session.isLoading);
  const refusal = token === "" ? "RESET_LINK_INVALID" : linkRefusalOf(check.error);

  return (
    <AuthCard title={t("reset.new.title")}>
      {refusal ? (
        <ResetLinkRefused refusal={refusal} />
      ) : check.isError ? (
        <ErrorState
          title={t("reset.new.checkFailed")}
          message={errorMessage(check.error)}
          onRetry={() => void check.refetch()}
        />
      ) : check.data ? (
        <NewPasswordForm token={token} email={check.data.email} />
      ) : (
        <Spinner label={t("reset.new.checking")} />
      )}
      <p className="text-center text-sm">
        <Link to="/login" className="link link-secondary font-semibold">
          {t("reset.backToLogin")}
        </Link>
      </p>
    </AuthCard>
  );
}
