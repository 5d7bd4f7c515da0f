import type { Order } from "@bechedaw/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getMyOrders } from "./booked-products";
import { toast } from "@/lib/toast";
import { apiRequest } from "@/lib/api-client";
import { t } from "@/lib/i18n/i18n";
import { queryKeys } from "@/lib/query-keys";

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
