import type { Product, ReportKind } from "@bechedaw/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

function fetchAdvertisedProducts(signal?: AbortSignal) {
  return apiRequest<Product[]>("/api/advertisedProducts", { signal });
}

export function reportProduct(productId: string, reason: string, kind: ReportKind = "other") {
  const trimmed = reason.trim();
  return apiRequest<{ acknowledged: boolean }>(
    `/api/products/reported/${encodeURIComponent(productId)}`,
    { method: "PATCH", body: trimmed ? { reason: trimmed, kind } : { kind } },
  );
}

/** Errors show in the section itself (with a retry), so no toast as well. */
export function useAdvertisedProducts() {
  return useQuery({
    queryKey: queryKeys.advertisedProducts,
    queryFn: ({ signal }) => fetchAdvertisedProducts(signal),
    meta: { silent: true },
  });
}
