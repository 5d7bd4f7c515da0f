import type { ProductDetail } from "@bechedaw/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** `GET /api/products/:id`: a phone's page (a sold one too; a deleted one is a 404). */
function fetchProduct(id: string, signal?: AbortSignal) {
  return apiRequest<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

/** A phone's page. Quiet on failure: the page says so itself (a 404 as "gone"). */
export function usePhone(id: string) {
  return useQuery({
    queryKey: queryKeys.products.detail(id),
    queryFn: ({ signal }) => fetchProduct(id, signal),
    meta: { silent: true },
  });
}
