import type { Role } from "@bechedaw/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { apiRequest } from "@/lib/api-client";
import type { MessageId } from "@/lib/i18n/catalog";
import { t } from "@/lib/i18n/i18n";
import { invalidateSiteData } from "@/lib/query-client";
import type { AdminUser, UsersListAnswer } from "./admin-types";
import { queryKeys } from "@/lib/query-keys";

/** The success toasts, as message ids (read with `t()` when the toast shows). */
const ADMIN_USER_MESSAGES = {
  verified: "admin.users.verified",
  deleted: "admin.users.deleted",
  madeAdmin: "admin.users.madeAdmin",
  demoted: "admin.users.demoted",
} as const satisfies Record<string, MessageId>;

/** The list call of each role: `GET /api/users/allbuyers`, `/allsellers`, `/alladmins`. */
const LIST_NAME: Record<Role, string> = {
  Buyer: "allbuyers",
  Seller: "allsellers",
  Admin: "alladmins",
};

const usersQueryKey = (role: Role) => queryKeys.admin.users(LIST_NAME[role]);

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

type Modified = { acknowledged: boolean; modifiedCount: number };

const getUsers = (role: Role, signal?: AbortSignal) =>
  apiRequest<UsersListAnswer>(`/api/users/${LIST_NAME[role]}`, { signal });
const verifyUser = (id: string) => apiRequest<Modified>(userPath(id), { method: "PATCH" });
const makeAdmin = (id: string) =>
  apiRequest<Modified>(`${userPath(id)}/role`, { method: "PATCH", body: { role: "Admin" } });
const demoteAdmin = (id: string) =>
  apiRequest<Modified>(`${userPath(id)}/demote`, { method: "PATCH" });
const deleteUser = (id: string) =>
  apiRequest<{ acknowledged: boolean; deletedCount: number }>(userPath(id), { method: "DELETE" });

/** Takes a deleted user out of a cached list; a `{message}` answer stays as it is. */
export function withoutUser(
  answer: UsersListAnswer | undefined,
  id: string,
): UsersListAnswer | undefined {
  return Array.isArray(answer) ? answer.filter((user) => user._id !== id) : answer;
}

export function useUsers(role: Role) {
  return useQuery({
    queryKey: usersQueryKey(role),
    queryFn: ({ signal }) => getUsers(role, signal),
  });
}

export function useVerifySeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => verifyUser(user._id),
    onSuccess: () => {
      toast.success(t(ADMIN_USER_MESSAGES.verified));
      void invalidateSiteData(queryClient);
    },
  });
}

/** Refetches the two lists a role change moves a user between. */
function refetchBuyersAndAdmins(queryClient: ReturnType<typeof useQueryClient>) {
  for (const role of ["Buyer", "Admin"] as const) {
    void queryClient.invalidateQueries({ queryKey: usersQueryKey(role) });
  }
}

/** Make Admin: the user moves from the buyers list to the admins list. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => makeAdmin(user._id),
    onSuccess: () => {
      toast.success(t(ADMIN_USER_MESSAGES.madeAdmin));
      refetchBuyersAndAdmins(queryClient);
    },
  });
}

/** Remove Admin: the admin becomes a buyer again (docs/decisions/005-admin-rules.md). */
export function useDemoteAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => demoteAdmin(user._id),
    onSuccess: () => {
      toast.success(t(ADMIN_USER_MESSAGES.demoted));
      refetchBuyersAndAdmins(queryClient);
    },
  });
}

/** A deleted user leaves the list of `role` at once, without waiting for a refetch. */
export function useDeleteUser(role: Role) {
  const queryClient = useQueryClient();
  const queryKey = usersQueryKey(role);
  return useMutation({
    mutationFn: (user: AdminUser) => deleteUser(user._id),
    onSuccess: (_answer, user) => {
      queryClient.setQueryData<UsersListAnswer>(queryKey, (list) => withoutUser(list, user._id));
      toast.success(t(ADMIN_USER_MESSAGES.deleted));
      // Their phones and bookings went too: other lists are stale, this one is already right.
      void invalidateSiteData(queryClient, queryKey);
    },
  });
}
