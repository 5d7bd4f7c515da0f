import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { ApiRequestError, isAbortError, NETWORK_ERROR } from "./api-client";
import { errorMessage } from "./error-message";
import { t } from "./i18n/i18n";
import { endSession, endsSession, SESSION_ENDED_TOAST_ID } from "./session";
import { queryKeys } from "./query-keys";

/**
 * Server errors and a lost connection are worth retrying; a refusal (4xx), a time-out (already
 * 30 s of waiting) and being offline are not: the person should see the error now.
 */
function isRetryable(failureCount: number, error: unknown) {
  if (error instanceof ApiRequestError) {
    const isServerError = error.statusCode >= 500 || error.code === NETWORK_ERROR;
    if (!isServerError) return false;
  }
  return failureCount < 3;
}

/**
 * Data fetching: retries with capped exponential delay, 5-minute cache.
 * networkMode "always": TanStack's default ("online") pauses calls while the browser is offline
 * and replays mutations when it comes back, so a booking the person gave up on would still be
 * sent later; here every call runs now and fails with a message instead.
 */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (sessionHasEnded(client, error)) return;
        if (query.meta?.silent) return;
        toast.error(errorMessage(error), { id: `query-${query.queryHash}` });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (sessionHasEnded(client, error)) return;
        if (mutation.meta?.silent || isAbortError(error)) return;
        toast.error(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        networkMode: "always",
        retry: isRetryable,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: "always" },
    },
  });
  return client;
}

/** A 401 from any call ends the session once, with one toast for all the calls it failed. */
function sessionHasEnded(client: QueryClient, error: unknown) {
  if (!endsSession(error) || !endSession(client)) return false;
  toast.error(t("auth.sessionEnded"), { id: SESSION_ENDED_TOAST_ID });
  return true;
}

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

const KEPT_ON_CHANGE: readonly unknown[] = [queryKeys.session.all[0], queryKeys.role.all[0]];

/**
 * After a change that can show on any list (a phone sold, a seller verified, a user deleted),
 * everything cached but the session and role refetches, except the query `except`.
 */
export function invalidateSiteData(queryClient: QueryClient, except?: readonly string[]) {
  return queryClient.invalidateQueries({
    predicate: (query) =>
      !KEPT_ON_CHANGE.includes(query.queryKey[0]) &&
      !(except && except.every((part, i) => query.queryKey[i] === part)),
  });
}
