import type { Order } from "@bechedaw/shared";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * `GET /api/myorders`: the signed-in person's orders. Here, apart from my-orders.ts, because the
 * phone lists (the home page's among them) need only which phones are booked, not the orders
 * page's cancelling.
 */
export function getMyOrders(email: string, signal?: AbortSignal) {
  return apiRequest<Order[]>(`/api/myorders?email=${encodeURIComponent(email)}`, { signal });
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
