import { useMutation } from "@tanstack/react-query";
import { PendingButton } from "@/components/ui/pending-button";
import { startGoogleSignIn, type GoogleCallbacks } from "@/features/auth/api/auth-api";
import { useIsHydrated } from "@/lib/use-is-hydrated";

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M12 11h8" stroke="currentColor" strokeWidth="2.5" />
    </svg>
  );
}

/**
 * Google sign-in; when the server has no Google set-up, the error toast says so. Disabled on a
 * prerendered page until React has taken it over, as the forms beside it are: a tap before that
 * would do nothing (docs/decisions/017 and 031).
 */
export function GoogleButton({ label, callbacks }: { label: string; callbacks: GoogleCallbacks }) {
  const google = useMutation({ mutationFn: () => startGoogleSignIn(callbacks) });
  const isHydrated = useIsHydrated();
  return (
    <PendingButton
      className="btn-outline w-full"
      disabled={!isHydrated}
      isPending={google.isPending}
      onClick={() => google.mutate()}
    >
      {google.isPending ? null : <GoogleMark />}
      {label}
    </PendingButton>
  );
}
