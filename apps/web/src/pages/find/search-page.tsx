import { BRANDS, type Brand } from "@bechedaw/shared/constants";
import type { RelaxableFilter } from "@bechedaw/shared";
import { SearchX } from "lucide-react";
import { Link, useLocation, useNavigate, useParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { SearchResults } from "./search-results";
import { NoMatches } from "@/features/find/components/no-matches";
import { SaveSearchButton } from "@/features/saved-searches/components/save-search-button";
import { FilterSheet } from "@/features/find/components/filter-sheet";
import { SearchFilterFields, SortSelect } from "@/features/find/components/search-filters";
import {
  activeFilterCount,
  apiQueryOf,
  brandOf,
  filtersFromParams,
  hasFilters,
  paramsOf,
  type SearchFilters,
} from "@/features/find/search-params";
import { useMediaQuery } from "@/lib/use-media-query";
import { t } from "@/lib/i18n/i18n";
import { brandLabel } from "@/lib/i18n/labels";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";
import { useIsHydrated } from "@/lib/use-is-hydrated";

function CategoryLinks() {
  return (
    <ul className="flex flex-wrap justify-center gap-2">
      {BRANDS.map((brand) => (
        <li key={brand}>
          <Link to={`/category/${brand}`} className="btn btn-outline btn-secondary btn-sm">
            {brandLabel(brand)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The address of a search: a category page keeps its brand in the path. */
function addressOf(filters: SearchFilters, onCategoryPage: boolean): string {
  const inPath = onCategoryPage && filters.brand;
  const params = paramsOf(filters, !inPath).toString();
  const path = inPath ? `/category/${filters.brand}` : "/phones";
  return params ? `${path}?${params}` : path;
}

/** The change that takes one filter off a search. */
function withoutFilter(filter: RelaxableFilter): Partial<SearchFilters> {
  if (filter === "price") return { minPrice: undefined, maxPrice: undefined };
  if (filter === "verified") return { verified: false };
  return { [filter]: undefined };
}

/**
 * `/phones` and `/category/:name` (the same page with the brand chosen): search text from the
 * top bar, filters, sort, results a page at a time. Every choice lives in the address, so a
 * search can be shared and Back undoes the last change. Open to visitors (decision 016).
 */
export default function SearchPage() {
  useCatalogPart("find");
  const { name } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const isWide = useMediaQuery("(min-width: 1024px)");
  // A prerendered category page's fields do nothing until React has taken over (decision 017):
  // inert until then rather than disabled, which would grey them out (or hide the price boxes).
  const isHydrated = useIsHydrated();
  const onCategoryPage = name !== undefined;
  const pathBrand: Brand | undefined = onCategoryPage ? brandOf(name) : undefined;

  if (onCategoryPage && !pathBrand) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h1 className="mb-8 text-3xl font-bold md:text-4xl">{t("find.category.title")}</h1>
        <EmptyState
          title={t("find.category.unknown", { name: name.slice(0, 40) })}
          icon={<SearchX aria-hidden="true" className="size-10" />}
        >
          <p className="text-base-content/80">{t("find.category.unknownHint")}</p>
          <CategoryLinks />
        </EmptyState>
      </div>
    );
  }

  const filters = filtersFromParams(new URLSearchParams(location.search), pathBrand);
  const change = (next: Partial<SearchFilters>) =>
    void navigate(addressOf({ ...filters, ...next }, onCategoryPage));
  const isFiltered = hasFilters(filters);
  // On a phone the panel applies its choices at once, then shows the results from their top.
  const applySheet = (next: SearchFilters) => {
    void navigate(addressOf(next, onCategoryPage));
    document.getElementById("search-results-count")?.scrollIntoView({ block: "start" });
  };
  const clearFilters = () =>
    void navigate(addressOf({ q: filters.q, sort: filters.sort, verified: false }, false));
  const widen = () =>
    isFiltered ? clearFilters() : void navigate(addressOf({ ...filters, q: "" }, onCategoryPage));
  const query = apiQueryOf(filters);

  const fields = (
    <div inert={!isHydrated} className="contents">
      <SearchFilterFields
        filters={filters}
        onChange={change}
        onClear={clearFilters}
        canClear={isFiltered}
      />
    </div>
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-4 md:py-10">
      <h1 className="mb-4 text-2xl font-bold md:mb-6 md:text-4xl">
        {pathBrand ? t("find.category.title") : t("find.title")}
        {pathBrand ? (
          <>
            <span className="sr-only">: </span>
            <span className="mt-1 block text-xl font-semibold text-secondary md:text-2xl">
              {brandLabel(pathBrand)}
            </span>
          </>
        ) : null}
        {filters.q ? (
          <span className="mt-1 block text-lg font-normal text-base-content/80 wrap-anywhere md:text-xl">
            {t("find.resultsFor", { q: filters.q })}
          </span>
        ) : null}
      </h1>
      <div className="mb-4 flex justify-end md:mb-6" inert={!isHydrated}>
        <SaveSearchButton
          search={Object.fromEntries(paramsOf(filters))}
          defaultName={
            filters.q ||
            (filters.brand ? brandLabel(filters.brand) : t("savedSearches.defaultName"))
          }
        />
      </div>
      <div className="flex flex-col gap-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
        {isWide ? (
          <aside aria-labelledby="search-filters-title" className="rounded-box bg-base-200 p-4">
            <h2 id="search-filters-title" className="mb-3 text-lg font-semibold">
              {t("find.filters.title")}
            </h2>
            {fields}
          </aside>
        ) : (
          <div inert={!isHydrated} className="contents">
            <FilterSheet
              filters={filters}
              // A category page's brand is its address, not a filter the reader set.
              activeCount={activeFilterCount(filters, !onCategoryPage)}
              onApply={applySheet}
            />
          </div>
        )}
        <SearchResults
          query={query}
          failedTitle={t("find.failed")}
          toolbar={
            <div inert={!isHydrated} className="contents">
              <SortSelect
                sort={filters.sort}
                hasWords={filters.q !== ""}
                onChange={(sort) => change({ sort })}
              />
            </div>
          }
          empty={
            <NoMatches
              query={query}
              hasFilters={isFiltered}
              onWiden={widen}
              onSearchFor={(q) => change({ q })}
              onRemove={(filter) => change(withoutFilter(filter))}
            />
          }
        />
      </div>
    </div>
  );
}
