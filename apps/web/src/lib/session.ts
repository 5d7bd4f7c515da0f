import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Role } from "@bechedaw/shared";
import { apiRequest } from "./api-client";

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  verified: boolean;
};
type SessionAnswer = { user: SessionUser } | null;

export const sessionQueryKey = ["session"] as const;

function getSession(): Promise<SessionAnswer> {
  return apiRequest<SessionAnswer>("/api/auth/get-session");
}

function getUserRole(email: string) {
  return apiRequest<{ userRole: Role }>(`/api/users/userrole/${encodeURIComponent(email)}`);
}

function signOut() {
  return apiRequest<unknown>("/api/auth/sign-out", { method: "POST", body: {} });
}

/** The signed-in user (restored from the httpOnly cookie on load), or null. */
export function useSession() {
  const query = useQuery({
    queryKey: sessionQueryKey,
    queryFn: getSession,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
  return { user: query.data?.user ?? null, isLoading: query.isPending };
}

/** The role, fetched by the signed-in user's email; undefined while pending. */
export function useRole() {
  const { user } = useSession();
  const query = useQuery({
    queryKey: ["role", user?.email],
    queryFn: () => getUserRole(user!.email),
    enabled: Boolean(user),
  });
  return query.data?.userRole;
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "session" });
    },
  });
}
