import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";

/**
 * Protected pages: a spinner while the session loads, then /login remembering the way back, and
 * saying so when the server ended the session this page had.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, isLoading, hasEnded } = useSession();
  const location = useLocation();
  if (isLoading) return <Spinner label="Checking your session" />;
  if (!user) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    const state = hasEnded ? { from, sessionEnded: true } : { from };
    return <Navigate to="/login" replace state={state} />;
  }
  return children;
}
