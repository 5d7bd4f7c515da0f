import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSession, getUserRole, signOut } from "./auth-api";

export const sessionQueryKey = ["session"] as const;

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

/** The role, fetched by the signed-in user's email (spec §6); undefined while pending. */
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
