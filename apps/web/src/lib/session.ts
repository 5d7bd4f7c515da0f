import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Role } from "@bechedaw/shared";
import type { Locale } from "@bechedaw/shared/locale";
import { apiRequest, ApiRequestError } from "./api-client";
import { queryKeys, isSessionQuery } from "./query-keys";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  verified: boolean;
  /** The address is confirmed (decision 026); false until the emailed link is opened. */
  emailVerified?: boolean;
  /** The site language the user chose; null until they choose one. */
  language?: Locale | null;
};
type SessionAnswer = { user: SessionUser } | null;
/** What the cache holds: the server's answer, or a session the server has since refused. */
type SessionData = SessionAnswer | { user: null; ended: true };

/** One toast for every call a 401 failed; the login page takes it down (it says the same). */
export const SESSION_ENDED_TOAST_ID = "session-ended";

/**
 * A 401 from our own API means the session cookie no longer works (expired, signed out in
 * another tab, account deleted). Better Auth's endpoints answer 401 for a wrong password and the
 * like, so theirs are not counted.
 */
export function endsSession(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.statusCode === 401 &&
    !(error.path ?? "").startsWith("/api/auth/")
  );
}

/**
 * Forgets a session the server has refused, and every query that belonged to it; RequireAuth
 * then sends the person to /login. True when the session has ended (now or by an earlier call);
 * false, with nothing done, when no one was signed in.
 */
export function endSession(queryClient: QueryClient): boolean {
  const data = queryClient.getQueryData<SessionData>(queryKeys.session.all);
  if (data && "ended" in data) return true;
  if (!data?.user) return false;
  const ended: SessionData = { user: null, ended: true };
  queryClient.setQueryData(queryKeys.session.all, ended);
  queryClient.removeQueries({ predicate: (q) => !isSessionQuery(q) });
  return true;
}

function getSession(): Promise<SessionData> {
  return apiRequest<SessionAnswer>("/api/auth/get-session");
}

function getUserRole(email: string) {
  return apiRequest<{ userRole: Role }>(`/api/users/userrole/${encodeURIComponent(email)}`);
}

function signOut() {
  return apiRequest<unknown>("/api/auth/sign-out", { method: "POST", body: {} });
}

/**
 * The signed-in user (restored from the httpOnly cookie on load), or null; `hasEnded` when the
 * server has refused a session this page had.
 */
export function useSession() {
  const query = useQuery({
    queryKey: queryKeys.session.all,
    queryFn: getSession,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  const data = query.data;
  return {
    user: data?.user ?? null,
    isLoading: query.isPending || (query.isError && query.isFetching),
    hasEnded: Boolean(data && "ended" in data),
    /** Why the session could not be checked at all (offline, server down); null otherwise. */
    checkError: data === undefined ? query.error : null,
    recheck: () => void query.refetch(),
  };
}

/** The role query, fetched by the signed-in user's email: for pages that show its failure. */
export function useRoleQuery() {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKeys.role.of(user?.email),
    queryFn: () => getUserRole(user!.email),
    enabled: Boolean(user),
    // RequireRole shows the failure itself, with a way to retry.
    meta: { silent: true },
  });
}

/** The role; undefined while pending or failed. */
export function useRole() {
  return useRoleQuery().data?.userRole;
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.session.all, null);
      queryClient.removeQueries({ predicate: (q) => !isSessionQuery(q) });
    },
  });
}

/** Keeps the cached session's language in step with a language just chosen. */
export function setSessionLanguage(queryClient: QueryClient, language: Locale): void {
  queryClient.setQueryData<SessionData>(queryKeys.session.all, (data) =>
    data?.user ? { ...data, user: { ...data.user, language } } : data,
  );
}
