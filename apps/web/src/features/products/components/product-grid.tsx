import type { Product } from "@bechedaw/shared";
import { BOOKING_MESSAGES, REPORT_MESSAGES } from "@bechedaw/shared/messages";
import { lazy, Suspense, useState } from "react";
import toast from "react-hot-toast";
import { useSession } from "@/lib/session";
import { ProductCard } from "./product-card";

// The booking form (react-hook-form, zod) and the report dialog load only when first opened,
// keeping them out of the home page's initial JavaScript.
const BookingModal = lazy(() => import("@/features/bookings/components/booking-modal"));
const ReportDialog = lazy(() => import("./report-dialog"));

export const productGridClass = "grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3";

/** Product cards in 1, 2 or 3 columns, with the booking modal and report dialog they open. */
export function ProductGrid(props: { products: Product[]; headingLevel?: 2 | 3 }) {
  const { user, isLoading } = useSession();
  const [bookingProduct, setBookingProduct] = useState<Product | null>(null);
  const [reportedProduct, setReportedProduct] = useState<Product | null>(null);

  const book = (product: Product) => {
    if (isLoading) return;
    if (!user) toast.error(BOOKING_MESSAGES.signInRequired, { id: "book-signed-out" });
    else setBookingProduct(product);
  };
  const report = (product: Product) => {
    if (isLoading) return;
    if (!user) toast.error(REPORT_MESSAGES.signInRequired, { id: "report-signed-out" });
    else setReportedProduct(product);
  };

  return (
    <>
      <ul className={productGridClass}>
        {props.products.map((product) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              headingLevel={props.headingLevel}
              onBook={book}
              onReport={report}
            />
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {user && bookingProduct ? (
          <BookingModal
            product={bookingProduct}
            user={user}
            onClose={() => setBookingProduct(null)}
          />
        ) : null}
        {user && reportedProduct ? (
          <ReportDialog product={reportedProduct} onClose={() => setReportedProduct(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
