import type { Product, ProductDetail, SellerProfile } from "@bechedaw/shared";
import { NEXT_CURSOR_HEADER, RESULT_COUNT_HEADER } from "@bechedaw/shared/products-format";
import { apiRequest, apiRequestWithHeaders } from "@/lib/api-client";

/** One page of a search: its phones, the next page's cursor, and how many match ("1000+"). */
export type SearchPage = { products: Product[]; nextCursor: string | null; count: string | null };

/** `GET /api/products` with the page's filters (`query`, as in its address) and a page cursor. */
export async function fetchSearchPage(
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

/** `GET /api/products/:id`: a phone's page (a sold one too; a deleted one is a 404). */
export function fetchProduct(id: string, signal?: AbortSignal) {
  return apiRequest<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal });
}

/** `GET /api/sellers/:id`: a seller as buyers see them. */
export function fetchSeller(id: string, signal?: AbortSignal) {
  return apiRequest<SellerProfile>(`/api/sellers/${encodeURIComponent(id)}`, { signal });
}
