import type { SellerProfile } from "@bechedaw/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** `GET /api/sellers/:id`: a seller as buyers see them. */
function fetchSeller(id: string, signal?: AbortSignal) {
  return apiRequest<SellerProfile>(`/api/sellers/${encodeURIComponent(id)}`, { signal });
}

/** A seller's page. Quiet on failure: the page says so itself (a 404 as "gone"). */
export function useSeller(id: string) {
  return useQuery({
    queryKey: queryKeys.sellers.of(id),
    queryFn: ({ signal }) => fetchSeller(id, signal),
    meta: { silent: true },
  });
}
