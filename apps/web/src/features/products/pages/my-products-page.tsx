import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "../../../components/ui/modal";
import { errorMessage } from "../../../lib/error-message";
import { useSession } from "../../auth/api/use-session";
import {
  useAdvertiseProduct,
  useAdvertisingIds,
  useDeleteProduct,
  useMyProducts,
  type MyProduct,
} from "../api/seller-products";
import {
  MyProductsEmpty,
  MyProductsError,
  MyProductsLoading,
} from "../components/my-products-states";
import { MyProductsTable } from "../components/my-products-table";

export default function MyProductsPage() {
  const { user } = useSession();
  const products = useMyProducts(user?.email ?? "");
  const advertise = useAdvertiseProduct();
  const advertisingIds = useAdvertisingIds();
  const remove = useDeleteProduct();
  const [toDelete, setToDelete] = useState<MyProduct | null>(null);

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">My Products</h1>
        <Link to="/dashboard/add-products" className="btn btn-primary btn-sm">
          <Plus className="size-4" aria-hidden="true" />
          Add A Product
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
          onDelete={setToDelete}
        />
      )}
      <ConfirmDialog
        isOpen={toDelete !== null}
        title="Are you sure to delete?"
        message={`"${toDelete?.name ?? ""}" will be removed from BecheDaw. This can't be undone.`}
        confirmLabel="Delete"
        isPending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) remove.mutate(toDelete, { onSettled: () => setToDelete(null) });
        }}
      />
    </div>
  );
}
