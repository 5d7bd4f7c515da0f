import { useCallback, type ReactNode } from "react";
import { ErrorState } from "@/components/ui/error-state";
import { useProductBooking } from "@/features/bookings/components/use-product-booking";
import { ProductGrid } from "@/features/products/components/product-grid";
import { ProductGridLoadMore } from "@/features/products/components/product-grid-load-more";
import { ProductGridSkeleton } from "@/features/products/components/product-grid-skeleton";
import { errorMessage } from "@/lib/error-message";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { useSearchResults } from "@/features/find/api/search";
import { useMediaQuery } from "@/lib/use-media-query";
import { PhoneRow } from "@/features/find/components/phone-row";
import { FavouriteButton } from "@/features/favourites/components/favourite-button";

/** The number of matches as the server counts them: exact, or "1000+" beyond its cap. */
function countText(count: string | null): string | null {
  if (!count) return null;
  const capped = /^(\d+)\+$/.exec(count);
  if (capped) return t("find.countMany", { count: formatNumber(Number(capped[1])) });
  const exact = Number(count);
  return Number.isSafeInteger(exact) ? t("find.count", { count: exact }) : null;
}

/**
 * The phones matching `query` (the API's parameters), a page at a time: compact rows on a
 * phone's screen, cards from tablets up. `toolbar` (the sort) sits beside the count.
 */
export function SearchResults(props: {
  query: string;
  toolbar: ReactNode;
  failedTitle: string;
  empty: ReactNode;
}) {
  const isWide = useMediaQuery("(min-width: 768px)");
  const booking = useProductBooking();
  const result = useSearchResults(props.query);
  const { fetchNextPage } = result;
  // The sentinel and the button may both ask; a second call must not cancel the first.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);

  const count = result.data ? countText(result.data.pages[0]?.count ?? null) : null;
  const products = result.data?.pages.flatMap((page) => page.products) ?? [];

  let body: ReactNode;
  if (result.isPending) body = <ProductGridSkeleton count={isWide ? 6 : 4} />;
  else if (result.isError && !result.data) {
    body = (
      <ErrorState
        title={props.failedTitle}
        message={errorMessage(result.error)}
        onRetry={() => void result.refetch()}
      />
    );
  } else if (products.length === 0) body = props.empty;
  else {
    body = (
      <>
        {isWide ? (
          <ProductGrid
            products={products}
            headingLevel={2}
            booking={booking}
            Favourite={FavouriteButton}
          />
        ) : (
          <ul className="flex flex-col gap-2">
            {products.map((product, index) => (
              <li key={product._id}>
                <PhoneRow
                  product={product}
                  isFirst={index < 4}
                  favourite={<FavouriteButton product={product} />}
                />
              </li>
            ))}
          </ul>
        )}
        <ProductGridLoadMore
          hasMore={result.hasNextPage}
          isLoading={result.isFetchingNextPage}
          hasFailed={result.isFetchNextPageError}
          onLoadMore={loadMore}
        />
      </>
    );
  }

  return (
    <section aria-labelledby="search-results-count" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id="search-results-count" role="status" className="scroll-mt-20 font-semibold">
          {count ?? (result.isPending ? t("common.loading") : "")}
        </p>
        {props.toolbar}
      </div>
      {body}
    </section>
  );
}
