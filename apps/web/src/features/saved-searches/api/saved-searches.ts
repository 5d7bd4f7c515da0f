import type { CreateSavedSearch, SavedSearch, UpdateSavedSearch } from "@bechedaw/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, ApiRequestError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";
import { queryKeys } from "@/lib/query-keys";
import { toast } from "@/lib/toast";

/** A refusal's words: the limit of saved searches has its own, the rest the usual ones. */
function showError(error: unknown) {
  const isFull = error instanceof ApiRequestError && error.code === "SAVED_SEARCHES_FULL";
  toast.error(isFull ? t("savedSearches.full") : errorMessage(error));
}

/** The signed-in user's saved searches, in the order they were saved. */
export function useSavedSearches() {
  return useQuery({
    queryKey: queryKeys.savedSearches,
    queryFn: ({ signal }) => apiRequest<SavedSearch[]>("/api/saved-searches", { signal }),
  });
}

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateSavedSearch) =>
      apiRequest<SavedSearch>("/api/saved-searches", { method: "POST", body }),
    meta: { silent: true },
    onError: showError,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.savedSearches }),
  });
}

export function useUpdateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { id: string; body: UpdateSavedSearch }) =>
      apiRequest<SavedSearch>(`/api/saved-searches/${encodeURIComponent(change.id)}`, {
        method: "PATCH",
        body: change.body,
      }),
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedSearch[]>(queryKeys.savedSearches, (list) =>
        list?.map((one) => (one._id === saved._id ? saved : one)),
      ),
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ acknowledged: boolean }>(`/api/saved-searches/${encodeURIComponent(id)}`, {
        method: "DELETE",
      }),
    onSuccess: (_answer, id) =>
      queryClient.setQueryData<SavedSearch[]>(queryKeys.savedSearches, (list) =>
        list?.filter((one) => one._id !== id),
      ),
  });
}
