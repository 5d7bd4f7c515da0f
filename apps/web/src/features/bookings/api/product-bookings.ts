import { invalidateSiteData } from "@/lib/query-client";
import type { ProductBooking } from "@bechedaw/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { apiRequest } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { queryKeys } from "@/lib/query-keys";

function getProductBookings(productId: string, signal?: AbortSignal) {
  return apiRequest<ProductBooking[]>(`/api/products/${encodeURIComponent(productId)}/bookings`, {
    signal,
  });
}

/**
 * Sells the phone to the buyer of `bookingId`, or without one as sold outside the site; every
 * other booking of it ends.
 */
function markProductSold(productId: string, bookingId?: string) {
  return apiRequest<{ acknowledged: boolean; modifiedCount: number }>(
    `/api/products/${encodeURIComponent(productId)}/sold`,
    { method: "PATCH", body: bookingId === undefined ? {} : { bookingId } },
  );
}

export function useProductBookings(productId: string) {
  return useQuery({
    queryKey: queryKeys.productBookings.of(productId),
    queryFn: ({ signal }) => getProductBookings(productId, signal),
  });
}

export type SaleRequest = { productId: string; bookingId?: string };

export function useMarkProductSold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sale: SaleRequest) => markProductSold(sale.productId, sale.bookingId),
    onSuccess: () => {
      toast.success(t("bookings.seller.markedSold"));
      // The seller's list, the bookings, and every public list the phone has just left.
      void invalidateSiteData(queryClient);
    },
  });
}
