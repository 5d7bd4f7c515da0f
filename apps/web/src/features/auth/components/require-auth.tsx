import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { useSession } from "@/lib/session";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";

/**
 * Protected pages: a spinner while the session loads, then /login remembering the way back, and
 * saying so when the server ended the session this page had. A session that could not be
 * checked (offline, server down) is an error to retry, not a reason to log in again.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  // The checks' words load with the dashboard's part of the catalog, off the home page.
  useCatalogPart("dashboard");
  const { user, isLoading, hasEnded, checkError, recheck } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner label={t("auth.check.session")} />;
  if (checkError) {
    return (
      <ErrorState
        title={t("auth.check.sessionFailed")}
        message={errorMessage(checkError)}
        onRetry={recheck}
      />
    );
  }
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    const state = hasEnded ? { from, sessionEnded: true } : { from };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
