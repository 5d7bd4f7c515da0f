import { lazy, useMemo } from "react";
import { useSession } from "@/lib/session";
import { useBookedProductIds } from "@/features/bookings/api/booked-products";

// The booking form (react-hook-form, zod) loads only when first opened, keeping it out of the
// home page's initial JavaScript.
const BookingModal = lazy(() => import("./booking-modal"));
const NONE: ReadonlySet<string> = new Set();

/**
 * What a product list needs for booking: the dialog, and the phones this person has already
 * booked (from GET /api/myorders). Pages hand it to the products feature's grid.
 */
export function useProductBooking() {
  const { user } = useSession();
  const booked = useBookedProductIds(user?.email ?? "");
  const bookedProductIds = booked.data ?? NONE;
  return useMemo(() => ({ Dialog: BookingModal, bookedProductIds }), [bookedProductIds]);
}
