import { NEXT_CURSOR_HEADER, type Favourite } from "@bechedaw/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { apiRequestWithHeaders } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type Page = { items: Favourite[]; nextCursor: string | null };

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
