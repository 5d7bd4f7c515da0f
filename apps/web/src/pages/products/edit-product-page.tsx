import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { useListingToEdit } from "@/features/products/api/edit-listing";
import { ProductForm } from "@/features/products/components/product-form";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useSession } from "@/lib/session";

/**
 * `/dashboard/my-products/:id/edit` (Sellers only, as the router says): the listing form filled
 * in from the saved listing and its whole passport.
 */
export default function EditProductPage() {
  // Condition grades and sizes are named in the "find" part of the catalog.
  useCatalogPart("find");
  const { id = "" } = useParams();
  const { user } = useSession();
  const query = useListingToEdit(id, user?.id);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/dashboard/my-products" className="btn btn-ghost btn-sm -ml-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t("dashboard.edit.back")}
      </Link>
      <h1 className="text-3xl font-bold">{t("dashboard.edit.title")}</h1>
      {query.isPending || !user ? (
        <Spinner label={t("dashboard.edit.loading")} />
      ) : query.isError ? (
        <ErrorState
          title={t("dashboard.edit.failed")}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.product.sellerId !== user.id ? (
        <EmptyState title={t("dashboard.edit.notYours")} />
      ) : query.data.product.status === "sold" ? (
        <EmptyState title={t("dashboard.edit.sold")} />
      ) : (
        <ProductForm
          email={user.email}
          product={query.data.product}
          passport={query.data.passport}
        />
      )}
    </div>
  );
}
