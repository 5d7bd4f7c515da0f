import type { CreateBookingBody } from "@bechedaw/shared";
import { apiRequest } from "@/lib/api-client";

/** `POST /api/bookedproducts`: the server fills in the buyer, price and product details. */
export function createBooking(body: CreateBookingBody, signal?: AbortSignal) {
  return apiRequest<{ acknowledged: boolean; insertedId: string }>("/api/bookedproducts", {
    method: "POST",
    body,
    signal,
  });
}
