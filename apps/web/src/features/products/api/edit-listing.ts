import type { PrivatePassport, ProductDetail } from "@bechedaw/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const productPath = (id: string) => `/api/products/${encodeURIComponent(id)}`;

/**
 * A listing opened for editing: `GET /api/products/:id` and, for its own seller while it is
 * unsold, its whole passport (`GET /api/products/:id/passport`; 403 for anyone else). Under
 * "myproducts", so every change to the seller's list loads it afresh, and never kept once the
 * page goes: the form starts from the saved listing. Waits until the session says who is asking.
 */
export function useListingToEdit(id: string, userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.myProducts.edit(id),
    queryFn: async ({ signal }) => {
      const product = await apiRequest<ProductDetail>(productPath(id), { signal });
      if (product.sellerId !== userId || product.status === "sold") {
        return { product, passport: null };
      }
      const passport = await apiRequest<PrivatePassport | null>(`${productPath(id)}/passport`, {
        signal,
      });
      return { product, passport };
    },
    gcTime: 0,
    meta: { silent: true },
    enabled: Boolean(userId),
  });
}
