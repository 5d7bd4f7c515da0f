import { useState } from "react";
import { ProductGrid, type ProductGridBooking } from "@/features/products/components/product-grid";
import { FavouriteButton } from "@/features/favourites/components/favourite-button";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useSession } from "@/lib/session";
import { clearRecentViews, readRecentViews, RECENT_SHOWN } from "@/features/recent/recent-views";
import { useRecentProducts } from "@/features/recent/recent-products";

/**
 * The home page's "Recently viewed" row: up to 8 phones this browser opened, newest first, fetched
 * fresh so a sold or deleted phone drops out. The person's own listings are left out (they are
 * selling them, not shopping). Hidden when nothing is left to show; "Clear" forgets them all.
 */
export default function RecentlyViewedSection({ booking }: { booking: ProductGridBooking }) {
  useCatalogPart("recent");
  const [ids, setIds] = useState(() => readRecentViews().map((view) => view.id));
  const { user } = useSession();
  const { products } = useRecentProducts(ids);
  const shown = products.filter((product) => product.sellerId !== user?.id).slice(0, RECENT_SHOWN);
  if (shown.length === 0) return null;

  const clear = () => {
    clearRecentViews();
    setIds([]);
  };
  return (
    <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="recent-heading">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h2 id="recent-heading" className="text-3xl font-bold">
          {t("recent.title")}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={clear}>
          {t("recent.clear")}
        </button>
      </div>
      <ProductGrid products={shown} booking={booking} Favourite={FavouriteButton} />
    </section>
  );
}
