import { Plus } from "lucide-react";
import { useState } from "react";
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
import { t } from "@/lib/i18n/i18n";

export default function MyProductsPage() {
  const { user } = useSession();
  const products = useMyProducts(user?.email ?? "");
  const advertise = useAdvertiseProduct();
  const advertisingIds = useAdvertisingIds();
  const [dialog, setDialog] = useState<MyProductsDialog | null>(null);

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
      ) : products.isError ? (
        <MyProductsError
          message={errorMessage(products.error)}
          isRetrying={products.isFetching}
          onRetry={() => void products.refetch()}
        />
      ) : products.data.length === 0 ? (
        <MyProductsEmpty />
      ) : (
        <MyProductsTable
          products={products.data}
          advertisingIds={advertisingIds}
          onAdvertise={(product) => advertise.mutate(product)}
          onDelete={(product) => setDialog({ kind: "delete", product })}
          onShowBookings={(product) => setDialog({ kind: "bookings", product })}
          onMarkSold={(product) => setDialog({ kind: "sell", product })}
        />
      )}
      <MyProductsDialogs dialog={dialog} onChange={setDialog} />
    </div>
  );
}
