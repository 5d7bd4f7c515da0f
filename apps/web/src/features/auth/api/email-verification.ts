import type { VerifyEmailAnswer } from "@bechedaw/shared";
import { EMAIL_MESSAGES } from "@bechedaw/shared/email-messages";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { useSession, type SessionUser } from "@/lib/session";
import { addSharedTexts } from "@/lib/i18n/shared-text";
import { queryKeys } from "@/lib/query-keys";

// The server's refusals (confirm first, an expired link…) in the reader's language.
addSharedTexts("shared.email", EMAIL_MESSAGES);

/** `POST /api/verify-email`: follows a link from a verification email. */
function followEmailLink(token: string) {
  return apiRequest<VerifyEmailAnswer>("/api/verify-email", { method: "POST", body: { token } });
}

/**
 * Follows the link once: a query, not a mutation, so one request per link however often the
 * page renders. The signed-in user's cached session would say "unconfirmed" for a few minutes
 * more, so it is read afresh. Quiet and never retried: the page shows the answer.
 */
export function useEmailLink(token: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.verifyEmail(token),
    queryFn: async () => {
      const answer = await followEmailLink(token);
      await refreshSession(queryClient).catch(() => null);
      return answer;
    },
    enabled: token !== "",
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    meta: { silent: true },
  });
}

/** `POST /api/auth/send-verification-email`: a new link to `email` (3 a minute). */
export function useSendLink() {
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ status: boolean }>("/api/auth/send-verification-email", {
        method: "POST",
        body: { email },
      }),
  });
}

type SessionAnswer = { user: SessionUser } | null;

/**
 * Reads the session from the database, past the signed copy Better Auth keeps in a cookie for
 * five minutes (which would still say "unconfirmed" right after the link), and keeps it.
 */
async function refreshSession(queryClient: QueryClient): Promise<SessionAnswer> {
  const fresh = await apiRequest<SessionAnswer>("/api/auth/get-session?disableCookieCache=true");
  queryClient.setQueryData(queryKeys.session.all, fresh);
  return fresh;
}

/**
 * Whether the signed-in user's address is confirmed: undefined while unknown. An unconfirmed
 * answer from the cached session is checked once more against the database (the link may have
 * been opened in another tab or on a phone).
 */
export function useIsEmailConfirmed(): boolean | undefined {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const isCachedUnconfirmed = user?.emailVerified === false;
  const fresh = useQuery({
    queryKey: queryKeys.session.fresh(user?.id),
    queryFn: () => refreshSession(queryClient),
    enabled: isCachedUnconfirmed,
    staleTime: Infinity,
    meta: { silent: true },
  });
  if (!user) return undefined;
  if (!isCachedUnconfirmed) return true;
  if (fresh.isPending) return undefined;
  return fresh.data?.user.emailVerified ?? false;
}
