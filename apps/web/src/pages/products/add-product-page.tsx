import { useSession } from "@/lib/session";
import { ProductForm } from "@/features/products/components/product-form";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";

/** Sellers only: the router's role guard shows everyone else a "not allowed" page. */
export default function AddProductPage() {
  // Condition grades and sizes are named in the "find" part of the catalog.
  useCatalogPart("find");
  const { user } = useSession();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">{t("products.add.title")}</h1>
      {user ? <ProductForm email={user.email} /> : null}
    </div>
  );
}
