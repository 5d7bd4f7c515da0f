import { MESSAGES } from "@bechedaw/shared";
import { useEffect } from "react";
import { toast } from "@/lib/toast";
import { Navigate } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";
import { t } from "@/lib/i18n/i18n";
import { sharedText } from "@/lib/i18n/shared-text";

function withNext(path: string, next: string | null) {
  return next ? `${path}&next=${encodeURIComponent(next)}` : path;
}

/**
 * Where Google sends the browser back to: the login page with `?google=done`, so it can greet
 * the person with the same toast as an email login before going on to `next`.
 */
export function googleCallbackUrl(next: string | null) {
  return {
    callbackURL: withNext("/login?google=done", next),
    errorCallbackURL: withNext("/login?error=google", next),
  };
}

/** Back from Google: once the session is there, say so and go on; without one, it failed. */
export function GoogleReturn({ to }: { to: string }) {
  const { user, isLoading } = useSession();
  useEffect(() => {
    if (user) toast.success(sharedText(MESSAGES.signedIn), { id: "signed-in" });
  }, [user]);
  if (isLoading) return <Spinner label={t("auth.google.signingIn")} />;
  if (!user) return <Navigate to={withNext("/login?error=google", to)} replace />;
  return <Navigate to={to} replace />;
}
