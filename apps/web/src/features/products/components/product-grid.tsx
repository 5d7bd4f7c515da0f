import type { Product } from "@bechedaw/shared";
import { BOOKING_MESSAGES, REPORT_MESSAGES } from "@bechedaw/shared/messages";
import { lazy, Suspense, useState, type ComponentType } from "react";
import { toast } from "@/lib/toast";
import { Link, useLocation, useNavigate } from "react-router";
import { useSession, type SessionUser } from "@/lib/session";
import { ProductCard } from "./product-card";
import { t } from "@/lib/i18n/i18n";
import { sharedText } from "@/lib/i18n/shared-text";

// The report dialog loads only when first opened, keeping it out of the home page's initial
// JavaScript; the page hands in the booking dialog the same way.
const ReportDialog = lazy(() => import("./report-dialog"));

/** Each card is as tall as its own content, so opening one card's details moves no other card. */
export const productGridClass = "grid grid-cols-1 items-start gap-6 md:grid-cols-2 xl:grid-cols-3";
/** Cards in the first row at the widest layout (3 columns). */
const FIRST_ROW = 3;

/** The heart a page hands the grid for each card (the favourites feature makes it). */
export type FavouriteControl = ComponentType<{ product: Product }>;

export type BookingDialogProps = { product: Product; user: SessionUser; onClose: () => void };

/**
 * What the page composing the grid hands it for booking: the dialog to open and the phones the
 * signed-in person has already booked (the bookings feature knows both).
 */
export type ProductGridBooking = {
  Dialog: ComponentType<BookingDialogProps>;
  bookedProductIds: ReadonlySet<string>;
};

function bookingBlock(product: Product, user: SessionUser | null, booking: ProductGridBooking) {
  if (!user) return undefined;
  if (product.sellerId === user.id) return t("products.card.ownListing");
  if (!booking.bookedProductIds.has(product._id)) return undefined;
  return (
    <>
      {t("products.card.bookedBefore")}{" "}
      <Link to="/dashboard/my-orders" className="link link-secondary">
        {t("products.card.myOrders")}
      </Link>
      .
    </>
  );
}

/** Product cards in 1, 2 or 3 columns, with the booking and report dialogs they open. */
export function ProductGrid(props: {
  products: Product[];
  headingLevel?: 2 | 3;
  booking: ProductGridBooking;
  Favourite?: FavouriteControl;
}) {
  const { user, isLoading } = useSession();
  const [bookingProduct, setBookingProduct] = useState<Product | null>(null);
  const [reportedProduct, setReportedProduct] = useState<Product | null>(null);
  const { Dialog } = props.booking;
  const { Favourite } = props;
  const navigate = useNavigate();
  const location = useLocation();
  // A visitor is told why, and taken to log in; the login page brings them back here.
  const askToSignIn = (message: string, id: string) => {
    toast.error(sharedText(message), { id });
    void navigate("/login", { state: { from: `${location.pathname}${location.search}` } });
  };

  const book = (product: Product) => {
    if (isLoading) return;
    if (!user) askToSignIn(BOOKING_MESSAGES.signInRequired, "book-signed-out");
    else setBookingProduct(product);
  };
  const report = (product: Product) => {
    if (isLoading) return;
    if (!user) askToSignIn(REPORT_MESSAGES.signInRequired, "report-signed-out");
    else setReportedProduct(product);
  };

  return (
    <>
      <ul className={productGridClass}>
        {props.products.map((product, index) => (
          <li key={product._id}>
            <ProductCard
              product={product}
              isFirstRow={index < FIRST_ROW}
              headingLevel={props.headingLevel}
              bookingBlock={bookingBlock(product, user, props.booking)}
              onBook={book}
              onReport={report}
              favourite={Favourite ? <Favourite product={product} /> : undefined}
            />
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {user && bookingProduct ? (
          <Dialog product={bookingProduct} user={user} onClose={() => setBookingProduct(null)} />
        ) : null}
        {user && reportedProduct ? (
          <ReportDialog product={reportedProduct} onClose={() => setReportedProduct(null)} />
        ) : null}
      </Suspense>
    </>
  );
}
