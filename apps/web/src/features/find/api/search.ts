import type { Product } from "@bechedaw/shared";
import { useInfiniteQuery } from "@tanstack/react-query";
import { NEXT_CURSOR_HEADER, RESULT_COUNT_HEADER } from "@bechedaw/shared/products-format";
import { apiRequestWithHeaders } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** One page of a search: its phones, the next page's cursor, and how many match ("1000+"). */
export type SearchPage = { products: Product[]; nextCursor: string | null; count: string | null };

/** `GET /api/products` with the page's filters (`query`, as in its address) and a page cursor. */
async function fetchSearchPage(
  query: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SearchPage> {
  const params = new URLSearchParams(query);
  if (cursor) params.set("cursor", cursor);
  const text = params.toString();
  const { data, headers } = await apiRequestWithHeaders<Product[]>(
    `/api/products${text ? `?${text}` : ""}`,
    { signal },
  );
  return {
    products: data,
    nextCursor: headers.get(NEXT_CURSOR_HEADER) || null,
    count: headers.get(RESULT_COUNT_HEADER),
  };
}

/**
 * The phones matching `query` (the API's parameters, as in the page's address), a page at a
 * time. Quiet on failure: the results say so themselves.
 */
export function useSearchResults(query: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.products.search(query),
    queryFn: ({ pageParam, signal }) => fetchSearchPage(query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    meta: { silent: true },
  });
}
