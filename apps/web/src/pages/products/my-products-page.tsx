import { Plus } from "lucide-react";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { errorMessage } from "@/lib/error-message";
import { useSession } from "@/lib/session";
import {
  useAdvertiseProduct,
  useAdvertisingIds,
  useMyProducts,
} from "@/features/products/api/seller-products";
import { MyProductsDialogs, type MyProductsDialog } from "./my-products-dialogs";
import {
  MyProductsEmpty,
  MyProductsError,
  MyProductsLoading,
} from "@/features/products/components/my-products-states";
import { MyProductsTable } from "@/features/products/components/my-products-table";
import { ProductGridLoadMore } from "@/features/products/components/product-grid-load-more";
import { t } from "@/lib/i18n/i18n";

export default function MyProductsPage() {
  useCatalogPart("bookings");
  const { user } = useSession();
  const products = useMyProducts(user?.email ?? "");
  const advertise = useAdvertiseProduct();
  const advertisingIds = useAdvertisingIds();
  const [dialog, setDialog] = useState<MyProductsDialog | null>(null);
  const { fetchNextPage } = products;
  // The sentinel and the button may both ask; a second call must not cancel the first.
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  const loaded = products.data?.pages.flatMap((page) => page.products) ?? [];

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t("products.mine.title")}</h1>
        <Link to="/dashboard/add-products" className="btn btn-primary btn-sm">
          <Plus className="size-4" aria-hidden="true" />
          {t("products.mine.add")}
        </Link>
      </div>
      {products.isPending ? (
        <MyProductsLoading />
      ) : products.isError && !products.isFetchNextPageError ? (
        <MyProductsError
          message={errorMessage(products.error)}
          isRetrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      ) : loaded.length === 0 ? (
        <MyProductsEmpty />
      ) : (
        <>
          <MyProductsTable
            products={loaded}
            advertisingIds={advertisingIds}
            onAdvertise={(product) => advertise.mutate(product)}
            onDelete={(product) => setDialog({ kind: "delete", product })}
            onShowBookings={(product) => setDialog({ kind: "bookings", product })}
            onMarkSold={(product) => setDialog({ kind: "sell", product })}
          />
          <ProductGridLoadMore
            hasMore={products.hasNextPage}
            isLoading={products.isFetchingNextPage}
            hasFailed={products.isFetchNextPageError}
            onLoadMore={loadMore}
            quietEnd
          />
        </>
      )}
      <MyProductsDialogs dialog={dialog} onChange={setDialog} />
    </div>
  );
}
