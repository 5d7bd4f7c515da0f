import { NEXT_CURSOR_HEADER, type Favourite } from "@bechedaw/shared";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, apiRequestWithHeaders } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type Page = { items: Favourite[]; nextCursor: string | null };
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
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(idsKey, context?.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.favourites.all }),
  });
}

async function getPage(cursor: string | null, signal?: AbortSignal): Promise<Page> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : "";
  const { data, headers } = await apiRequestWithHeaders<Favourite[]>(`/api/favourites${query}`, {
    signal,
  });
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

/** The signed-in person's saved phones, newest saved first, a page at a time. */
export function useFavourites() {
  return useInfiniteQuery({
    queryKey: queryKeys.favourites.list,
    queryFn: ({ pageParam, signal }) => getPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}
