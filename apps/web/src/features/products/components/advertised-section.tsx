import { useState } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { errorMessage } from "@/lib/error-message";
import { useAdvertisedProducts } from "@/features/products/api/public-products";
import { ProductGrid, type ProductGridBooking } from "@/features/products/components/product-grid";
import { ProductGridSkeleton } from "@/features/products/components/product-grid-skeleton";
import { t } from "@/lib/i18n/i18n";

/** Cards shown at first and added by each "Show more": two rows at 3 columns, three at 2. */
const STEP = 6;

/**
 * Shown only while loading, on failure, or when sellers have advertised something.
 * The list (up to 48 phones) comes at once, but only the first cards are drawn until asked,
 * which keeps a slow phone's first paint light.
 */
export function AdvertisedSection({ booking }: { booking: ProductGridBooking }) {
  const advertised = useAdvertisedProducts();
  const [shown, setShown] = useState(STEP);
  if (advertised.isSuccess && advertised.data.length === 0) return null;

  return (
    <section className="mx-auto max-w-7xl px-4 pt-12" aria-labelledby="advertised-heading">
      <h2 id="advertised-heading" className="mb-6 text-3xl font-bold">
        {t("products.advertised.title")}
      </h2>
      {advertised.isPending ? <ProductGridSkeleton /> : null}
      {advertised.isError ? (
        <ErrorState
          title={t("products.advertised.failed")}
          message={errorMessage(advertised.error)}
          onRetry={() => void advertised.refetch()}
        />
      ) : null}
      {advertised.isSuccess ? (
        <ProductGrid products={advertised.data.slice(0, shown)} booking={booking} />
      ) : null}
      {advertised.isSuccess && advertised.data.length > shown ? (
        <div className="flex justify-center pt-8">
          <button
            type="button"
            className="btn btn-outline btn-secondary"
            onClick={() => setShown((count) => count + STEP)}
          >
            {t("products.advertised.showMore")}
          </button>
        </div>
      ) : null}
    </section>
  );
}
