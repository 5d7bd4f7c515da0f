import type { Product, ProductDetail } from "@bechedaw/shared";
import { useQueries } from "@tanstack/react-query";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** A 404 is an answer (the phone was deleted), not a failure to retry. */
function retryUnlessGone(failures: number, error: Error) {
  return !(error instanceof ApiRequestError && error.statusCode === 404) && failures < 2;
}

/**
 * The phones behind these ids, fresh, in the same order (no route takes several ids, so one
 * `GET /api/products/:id` each, shared with the phone's page cache). Phones that are gone, sold,
 * no longer public, or still loading are left out.
 */
export function useRecentProducts(ids: string[]): { products: Product[]; isPending: boolean } {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: queryKeys.products.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        apiRequest<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal }),
      retry: retryUnlessGone,
      meta: { silent: true },
    })),
    combine: (results) => ({
      products: results.flatMap((result) =>
        result.data?.status === "available" ? [result.data] : [],
      ),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
