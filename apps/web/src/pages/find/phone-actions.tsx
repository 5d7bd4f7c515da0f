import { BOOKING_MESSAGES, REPORT_MESSAGES, type ProductDetail } from "@bechedaw/shared";
import { Flag, Share2 } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useProductBooking } from "@/features/bookings/components/use-product-booking";
import { FavouriteButton } from "@/features/favourites/components/favourite-button";
import { t } from "@/lib/i18n/i18n";
import { sharedText } from "@/lib/i18n/shared-text";
import { useSession } from "@/lib/session";
import { toast } from "@/lib/toast";

const ReportDialog = lazy(() => import("@/features/products/components/report-dialog"));

/** Web Share where the browser has it (phones); else the link is copied, with a toast. */
function ShareButton(props: { name: string }) {
  const share = async () => {
    const url = `${window.location.origin}${window.location.pathname}`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: props.name, url });
      } catch {
        // Closed without sharing: nothing to say.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t("find.share.copied"), { id: "share" });
    } catch {
      toast.error(t("find.share.failed"), { id: "share" });
    }
  };
  return (
    <button type="button" className="btn btn-ghost" onClick={() => void share()}>
      <Share2 aria-hidden="true" className="size-4" />
      {t("find.phone.share")}
    </button>
  );
}

/**
 * Book Now, Report and Share on a phone's page. A visitor is told why and taken to log in,
 * coming back here after; a sold phone cannot be booked; one's own listing and a phone booked
 * before say why Book Now is off, as on the cards.
 */
export function PhoneActions(props: { product: ProductDetail }) {
  const { product } = props;
  const { user, isLoading } = useSession();
  const booking = useProductBooking();
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState<"book" | "report" | null>(null);
  const blockId = useId();
  const isSold = product.status === "sold";
  const isOwn = user?.id === product.sellerId;
  const isBooked = booking.bookedProductIds.has(product._id);
  const block = isOwn ? (
    t("products.card.ownListing")
  ) : isBooked ? (
    <>
      {t("products.card.bookedBefore")}{" "}
      <Link to="/dashboard/my-orders" className="link link-secondary">
        {t("products.card.myOrders")}
      </Link>
      .
    </>
  ) : null;

  const ask = (action: "book" | "report") => {
    if (isLoading) return;
    if (!user) {
      const message =
        action === "book" ? BOOKING_MESSAGES.signInRequired : REPORT_MESSAGES.signInRequired;
      toast.error(sharedText(message), { id: `${action}-signed-out` });
      void navigate("/login", { state: { from: `${location.pathname}${location.search}` } });
      return;
    }
    setOpen(action);
  };
  const { Dialog } = booking;

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        {isSold ? null : (
          <button
            type="button"
            className="btn btn-primary min-w-32"
            disabled={Boolean(block)}
            aria-describedby={block ? blockId : undefined}
            onClick={() => ask("book")}
          >
            {t("products.card.book")}
          </button>
        )}
        <button
          type="button"
          className="btn btn-outline btn-secondary"
          onClick={() => ask("report")}
        >
          <Flag aria-hidden="true" className="size-4" />
          {t("products.card.report")}
        </button>
        <ShareButton name={product.name} />
        <FavouriteButton product={product} className="btn-md self-center" />
      </div>
      {block && !isSold ? (
        <p id={blockId} className="text-sm text-base-content/80">
          {block}
        </p>
      ) : null}
      <Suspense fallback={null}>
        {user && open === "book" ? (
          <Dialog product={product} user={user} onClose={() => setOpen(null)} />
        ) : null}
        {user && open === "report" ? (
          <ReportDialog product={product} onClose={() => setOpen(null)} />
        ) : null}
      </Suspense>
    </div>
  );
}
