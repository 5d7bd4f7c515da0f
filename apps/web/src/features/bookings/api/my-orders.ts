import type { Order } from "@bechedaw/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { apiRequest } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { queryKeys } from "@/lib/query-keys";

function getMyOrders(email: string, signal?: AbortSignal) {
  return apiRequest<Order[]>(`/api/myorders?email=${encodeURIComponent(email)}`, { signal });
}

function cancelBooking(id: string) {
  return apiRequest<{ acknowledged: boolean; deletedCount: number }>(
    `/api/bookedproducts/${encodeURIComponent(id)}`,
    { method: "DELETE" },
  );
}

export function useMyOrders(email: string) {
  return useQuery({
    queryKey: queryKeys.myOrders.of(email),
    queryFn: ({ signal }) => getMyOrders(email, signal),
    enabled: email !== "",
  });
}

// A cancelled deal may be booked again (docs/decisions/030-deals.md): its phone keeps Book Now.
const toProductIds = (orders: Order[]): ReadonlySet<string> =>
  new Set(orders.filter((order) => order.status !== "cancelled").map((order) => order.productId));

/**
 * The phones the signed-in person has booked, to turn Book Now off on them. Quiet on failure:
 * the server refuses a second booking anyway.
 */
export function useBookedProductIds(email: string) {
  return useQuery({
    queryKey: queryKeys.myOrders.of(email),
    queryFn: ({ signal }) => getMyOrders(email, signal),
    enabled: email !== "",
    select: toProductIds,
    meta: { silent: true },
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: Order) => cancelBooking(order._id),
    onSuccess: (_answer, order) => {
      queryClient.setQueriesData<Order[]>({ queryKey: queryKeys.myOrders.all }, (list) =>
        list?.filter((item) => item._id !== order._id),
      );
      toast.success(t("bookings.cancelled"));
      void queryClient.invalidateQueries({ queryKey: queryKeys.myOrders.all });
    },
  });
}
