import { invalidateSiteData } from "@/lib/query-client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast";
import { apiRequest } from "@/lib/api-client";
import type { AdminUser, UsersListAnswer } from "./admin-types";

export const ADMIN_USER_MESSAGES = {
  verified: "User verified successfully.",
  deleted: "User deleted successfully.",
  madeAdmin: "User is now an admin.",
} as const;

export const sellersQueryKey = ["admin", "allsellers"] as const;
export const buyersQueryKey = ["admin", "allbuyers"] as const;

const userPath = (id: string) => `/api/users/${encodeURIComponent(id)}`;

export const getAllSellers = (signal?: AbortSignal) =>
  apiRequest<UsersListAnswer>("/api/users/allsellers", { signal });
export const getAllBuyers = (signal?: AbortSignal) =>
  apiRequest<UsersListAnswer>("/api/users/allbuyers", { signal });

export const verifyUser = (id: string) =>
  apiRequest<{ acknowledged: boolean; modifiedCount: number }>(userPath(id), { method: "PATCH" });
export const makeAdmin = (id: string) =>
  apiRequest<unknown>(`${userPath(id)}/role`, { method: "PATCH", body: { role: "Admin" } });
export const deleteUser = (id: string) =>
  apiRequest<{ acknowledged: boolean; deletedCount: number }>(userPath(id), { method: "DELETE" });

/** Takes a deleted user out of a cached list; a `{message}` answer stays as it is. */
export function withoutUser(
  answer: UsersListAnswer | undefined,
  id: string,
): UsersListAnswer | undefined {
  return Array.isArray(answer) ? answer.filter((user) => user._id !== id) : answer;
}

export function useAllSellers() {
  return useQuery({ queryKey: sellersQueryKey, queryFn: ({ signal }) => getAllSellers(signal) });
}

export function useAllBuyers() {
  return useQuery({ queryKey: buyersQueryKey, queryFn: ({ signal }) => getAllBuyers(signal) });
}

export function useVerifySeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => verifyUser(user._id),
    onSuccess: () => {
      toast.success(ADMIN_USER_MESSAGES.verified);
      void invalidateSiteData(queryClient);
    },
  });
}

export function useDeleteSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => deleteUser(user._id),
    onSuccess: () => {
      toast.success(ADMIN_USER_MESSAGES.deleted);
      void invalidateSiteData(queryClient);
    },
  });
}

/** Make Admin: the user leaves the buyers list, so it is fetched again. */
export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => makeAdmin(user._id),
    onSuccess: () => {
      toast.success(ADMIN_USER_MESSAGES.madeAdmin);
      void queryClient.invalidateQueries({ queryKey: buyersQueryKey });
    },
  });
}

/** A deleted buyer leaves the list at once, without a refetch (spec §4). */
export function useDeleteBuyer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: AdminUser) => deleteUser(user._id),
    onSuccess: (_answer, user) => {
      queryClient.setQueryData<UsersListAnswer>(buyersQueryKey, (list) =>
        withoutUser(list, user._id),
      );
      toast.success(ADMIN_USER_MESSAGES.deleted);
      // Their bookings went too: other lists are stale, the buyers list is already right.
      void invalidateSiteData(queryClient, buyersQueryKey);
    },
  });
}
