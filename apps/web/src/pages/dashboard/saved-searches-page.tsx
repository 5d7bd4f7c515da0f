import { Link } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorState } from "@/components/ui/error-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { t } from "@/lib/i18n/i18n";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useSavedSearches } from "@/features/saved-searches/api/saved-searches";
import { SavedSearchCard } from "@/features/saved-searches/components/saved-search-card";

/** `/dashboard/saved-searches`: the user's saved searches and their alerts' settings. */
export default function SavedSearchesPage() {
  useCatalogPart("dashboard");
  const list = useSavedSearches();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{t("savedSearches.title")}</h1>
      <p className="text-base-content/80">{t("savedSearches.pageIntro")}</p>
      {list.isPending ? (
        <Spinner label={t("savedSearches.loading")} />
      ) : list.isError ? (
        <ErrorState
          title={t("savedSearches.failed")}
          message={errorMessage(list.error)}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.length === 0 ? (
        <EmptyState title={t("savedSearches.empty")}>
          <p className="text-base-content/80">{t("savedSearches.emptyHint")}</p>
          <Link to="/phones" className="btn btn-primary">
            {t("savedSearches.findPhones")}
          </Link>
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {list.data.map((search) => (
            <SavedSearchCard key={search._id} search={search} />
          ))}
        </ul>
      )}
    </div>
  );
}
