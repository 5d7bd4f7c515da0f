import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, hasErrorCode } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";
import { toast } from "@/lib/toast";
import { queryKeys } from "@/lib/query-keys";

const NONE: ReadonlySet<string> = new Set();
/** The phones the signed-in person saved, to fill the hearts; none while signed out. */
export function useFavouriteIds(userId: string | undefined) {
  const ids = useQuery({
    queryKey: queryKeys.favourites.ids(userId ?? ""),
    queryFn: ({ signal }) => apiRequest<string[]>("/api/favourites/ids", { signal }),
    enabled: userId !== undefined,
    select: (list): ReadonlySet<string> => new Set(list),
    // Quiet on failure: the hearts stay empty, and a save still works.
    meta: { silent: true },
  });
  return ids.data ?? NONE;
}

/**
 * Saves or removes a phone. The heart changes at once and goes back if the server refuses
 * (its error shows as a toast); the Favourites page's list loads again after.
 */
export function useToggleFavourite(userId: string) {
  const queryClient = useQueryClient();
  const idsKey = queryKeys.favourites.ids(userId);
  return useMutation({
    mutationFn: ({ productId, save }: { productId: string; save: boolean }) =>
      apiRequest(`/api/favourites/${encodeURIComponent(productId)}`, {
        method: save ? "PUT" : "DELETE",
      }),
    onMutate: async ({ productId, save }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData<string[]>(idsKey);
      const rest = (before ?? []).filter((id) => id !== productId);
      queryClient.setQueryData<string[]>(idsKey, save ? [productId, ...rest] : rest);
      return { before };
    },
    onError: (error, _variables, context) => {
      queryClient.setQueryData(idsKey, context?.before);
      // An ended session has its own toast (lib/query-client.ts).
      if (hasErrorCode(error, "UNAUTHORIZED")) return;
      const isFull = hasErrorCode(error, "FAVOURITES_LIMIT_REACHED");
      toast.error(isFull ? t("products.favourite.limit") : errorMessage(error));
    },
    // Its own toast above (the limit has words of its own); a session that ended still says so.
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites.all }),
  });
}
