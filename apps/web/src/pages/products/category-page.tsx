import { BRANDS, type Brand } from "@bechedaw/shared/constants";
import { SearchX, Smartphone } from "lucide-react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { errorMessage } from "@/lib/error-message";
import {
  categoryProductsQueryKey,
  fetchCategoryPage,
} from "@/features/products/api/public-products";
import { useProductBooking } from "@/features/bookings/components/use-product-booking";
import { ProductGrid } from "@/features/products/components/product-grid";
import { ProductGridLoadMore } from "@/features/products/components/product-grid-load-more";
import { ProductGridSkeleton } from "@/features/products/components/product-grid-skeleton";
import { t } from "@/lib/i18n/i18n";

/** The brand as we spell it, whatever the letter case in the address. */
function findBrand(name: string): Brand | undefined {
  return BRANDS.find((brand) => brand.toLowerCase() === name.trim().toLowerCase());
}

/** Kept here, not beside the fetchers, so the home page never loads the infinite-query code. */
function useCategoryProducts(brand: Brand) {
  return useInfiniteQuery({
    queryKey: categoryProductsQueryKey(brand),
    queryFn: ({ pageParam, signal }) => fetchCategoryPage(brand, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    meta: { silent: true },
  });
}

function CategoryLinks({ except }: { except?: Brand }) {
  return (
    <ul className="flex flex-wrap justify-center gap-2">
      {BRANDS.filter((brand) => brand !== except).map((brand) => (
        <li key={brand}>
          <Link to={`/category/${brand}`} className="btn btn-outline btn-secondary btn-sm">
            {brand}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function CategoryProducts({ brand }: { brand: Brand }) {
  const query = useCategoryProducts(brand);
  const booking = useProductBooking();
  const { fetchNextPage } = query;
  // The sentinel and the button may both ask; a second call must not cancel the first.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  if (query.isPending) return <ProductGridSkeleton count={6} />;
  if (query.isError && !query.data) {
    return (
      <ErrorState
        title={t("products.category.failed", { brand })}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const products = query.data.pages.flatMap((page) => page.products);
  if (products.length === 0) {
    return (
      <EmptyState
        title={t("products.category.empty")}
        icon={<Smartphone aria-hidden="true" className="size-10" />}
      >
        <p className="text-base-content/80">{t("products.category.emptyHint")}</p>
        <CategoryLinks except={brand} />
      </EmptyState>
    );
  }
  return (
    <>
      <ProductGrid products={products} headingLevel={2} booking={booking} />
      <ProductGridLoadMore
        hasMore={query.hasNextPage}
        isLoading={query.isFetchingNextPage}
        hasFailed={query.isFetchNextPageError}
        onLoadMore={loadMore}
      />
    </>
  );
}

export default function CategoryPage() {
  const { name = "" } = useParams();
  const brand = findBrand(name);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="mb-8 text-3xl font-bold md:text-4xl">
        {t("products.category.title")}
        {brand ? (
          <>
            <span className="sr-only">: </span>
            <span className="mt-1 block text-xl font-semibold text-secondary md:text-2xl">
              {brand}
            </span>
          </>
        ) : null}
      </h1>
      {brand ? (
        <CategoryProducts brand={brand} />
      ) : (
        <EmptyState
          title={t("products.category.unknown", { name: name.slice(0, 40) })}
          icon={<SearchX aria-hidden="true" className="size-10" />}
        >
          <p className="text-base-content/80">{t("products.category.unknownHint")}</p>
          <CategoryLinks />
        </EmptyState>
      )}
    </div>
  );
}
