import type { SearchAlternatives } from "@bechedaw/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * For a search that found nothing (`query`: its API parameters, as in the page's address): the
 * closest model that has phones and the filters whose removal finds some. Quiet on failure (a
 * busy server answers 429): the page still says nothing was found and offers to widen.
 */
export function useSearchAlternatives(query: string) {
  return useQuery({
    queryKey: queryKeys.products.alternatives(query),
    queryFn: ({ signal }) =>
      apiRequest<SearchAlternatives>(`/api/search/alternatives${query ? `?${query}` : ""}`, {
        signal,
      }),
    retry: false,
    meta: { silent: true },
  });
}
