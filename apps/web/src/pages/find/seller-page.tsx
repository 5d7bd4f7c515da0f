import { UserRoundX } from "lucide-react";
import { Link, useParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { SellerTierBadge } from "@/components/ui/verified-badge";
import { useSeller } from "@/features/find/api/seller";
import { SellerFacts } from "@/features/find/components/seller-card";
import { SellerReviews } from "@/features/find/components/seller-reviews";
import { ApiRequestError } from "@/lib/api-client";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { SearchResults } from "./search-results";
import { SortSelect } from "@/features/find/components/search-filters";
import { useState } from "react";
import type { Sort } from "@bechedaw/shared/constants";

/**
 * `/sellers/:id`: a seller as buyers see them (name, verification tier, member since, phones for
 * sale and sold) and the phones they have for sale. Open to everyone (decision 016).
 */
export default function SellerPage() {
  useCatalogPart("find");
  const { id = "" } = useParams();
  const [sort, setSort] = useState<Sort>("newest");
  const query = useSeller(id);

  if (query.isPending) return <Spinner />;
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.statusCode === 404) {
      return (
        <div className="mx-auto max-w-3xl px-4 py-10">
          <EmptyState
            title={t("find.sellerPage.gone")}
            titleAs="h1"
            icon={<UserRoundX aria-hidden="true" className="size-10" />}
          >
            <Link to="/phones" className="btn btn-secondary">
              {t("find.phone.findAnother")}
            </Link>
          </EmptyState>
        </div>
      );
    }
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState
          title={t("find.sellerPage.failed")}
          message={errorMessage(query.error)}
          onRetry={() => void query.refetch()}
        />
      </div>
    );
  }
  const seller = query.data;
  const params = new URLSearchParams({ seller: seller.id });
  if (sort !== "newest") params.set("sort", sort);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-4 md:py-8">
      <header className="flex flex-col gap-2 rounded-box bg-base-200 p-4 md:p-6">
        <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold wrap-anywhere md:text-3xl">
          {seller.name}
          <SellerTierBadge tier={seller.tier} shopName={seller.shopName} />
        </h1>
        <SellerFacts seller={seller} />
      </header>
      <SellerReviews userId={seller.id} />
      <h2 className="text-xl font-bold">{t("find.sellerPage.phones")}</h2>
      <SearchResults
        query={params.toString()}
        failedTitle={t("find.failed")}
        toolbar={<SortSelect sort={sort} hasWords={false} onChange={setSort} />}
        empty={
          <EmptyState title={t("find.sellerPage.none")}>
            <Link to="/phones" className="btn btn-secondary">
              {t("find.empty.seeAll")}
            </Link>
          </EmptyState>
        }
      />
    </div>
  );
}
