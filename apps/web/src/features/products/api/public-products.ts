import type { Product } from "@bechedaw/shared";
import { NEXT_CURSOR_HEADER } from "@bechedaw/shared/products-format";
import { useQuery } from "@tanstack/react-query";
import { apiRequest, apiRequestWithHeaders } from "@/lib/api-client";

const advertisedProductsQueryKey = ["advertisedProducts"] as const;
export const categoryProductsQueryKey = (category: string) =>
  ["products", "category", category.toLowerCase()] as const;

export type ProductPage = { products: Product[]; nextCursor: string | null };

function fetchAdvertisedProducts(signal?: AbortSignal) {
  return apiRequest<Product[]>("/api/advertisedProducts", { signal });
}

/** One page (newest first) of a brand's available phones; the next cursor comes in a header. */
export async function fetchCategoryPage(
  category: string,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const params = new URLSearchParams({ category });
  if (cursor) params.set("cursor", cursor);
  const { data, headers } = await apiRequestWithHeaders<Product[]>(`/api/products?${params}`, {
    signal,
  });
  return { products: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null };
}

export function reportProduct(productId: string, reason: string) {
  const trimmed = reason.trim();
  return apiRequest<{ acknowledged: boolean }>(
    `/api/products/reported/${encodeURIComponent(productId)}`,
    { method: "PATCH", body: trimmed ? { reason: trimmed } : {} },
  );
}

/** Errors show in the section itself (with a retry), so no toast as well. */
export function useAdvertisedProducts() {
  return useQuery({
    queryKey: advertisedProductsQueryKey,
    queryFn: ({ signal }) => fetchAdvertisedProducts(signal),
    meta: { silent: true },
  });
}
