import { ErrorState } from "@/components/ui/error-state";
import { errorMessage } from "@/lib/error-message";
import { useAdvertisedProducts } from "@/features/products/api/public-products";
import { ProductGrid, type ProductGridBooking } from "@/features/products/components/product-grid";
import { ProductGridSkeleton } from "@/features/products/components/product-grid-skeleton";
import { t } from "@/lib/i18n/i18n";

/** Shown only while loading, on failure, or when sellers have advertised something (spec §2). */
export function AdvertisedSection({ booking }: { booking: ProductGridBooking }) {
  const advertised = useAdvertisedProducts();
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
      {advertised.isSuccess ? <ProductGrid products={advertised.data} booking={booking} /> : null}
    </section>
  );
}
