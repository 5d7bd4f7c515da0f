import { Spinner } from "@/components/ui/spinner";
import { useIsEmailConfirmed } from "@/features/auth/api/email-verification";
import { EmailNotConfirmed } from "@/features/auth/components/email-not-confirmed";
import { ProductForm } from "@/features/products/components/product-form";
import { useSession } from "@/lib/session";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";

/**
 * Sellers only: the router's role guard shows everyone else a "not allowed" page. A seller whose
 * address is unconfirmed is told why they cannot list yet, instead of a form the server would
 * refuse (decision 026).
 */
export default function AddProductPage() {
  // Condition grades and sizes are named in the "find" part of the catalog.
  useCatalogPart("find");
  const { user } = useSession();
  const isConfirmed = useIsEmailConfirmed();
  let body = null;
  if (user && isConfirmed === undefined) body = <Spinner label={t("auth.check.session")} />;
  else if (user && isConfirmed) body = <ProductForm email={user.email} />;
  else if (user) {
    const text = t("email.notice.addProduct", { email: user.email });
    body = <EmailNotConfirmed email={user.email} text={text} />;
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-3xl font-bold">{t("products.add.title")}</h1>
      {body}
    </div>
  );
}
