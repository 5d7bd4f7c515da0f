import type { RelaxableFilter, SearchAlternatives } from "@bechedaw/shared";
import { SearchX } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { useSearchAlternatives } from "@/features/find/api/alternatives";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";

/** "3 phones", or "more than 1,000 phones" for the server's capped count ("1000+"). */
function phonesText(count: string): string {
  const capped = /^(\d+)\+$/.exec(count);
  if (capped) return t("find.empty.phonesMany", { count: formatNumber(Number(capped[1])) });
  return t("find.empty.phones", { count: Number(count) });
}

/** What a filter taken off leaves: "All of Bangladesh", "Any price"… */
const WIDER_CHOICE = {
  brand: "find.filters.anyBrand",
  price: "find.empty.anyPrice",
  location: "find.filters.anyLocation",
  condition: "find.filters.anyCondition",
  storage: "find.filters.anyStorage",
  verified: "find.empty.withUnverified",
} as const satisfies Record<RelaxableFilter, string>;

/** The button that takes one filter off: "All of Bangladesh · 4 phones". */
function withoutText(filter: RelaxableFilter, count: string): string {
  return `${t(WIDER_CHOICE[filter])} · ${phonesText(count)}`;
}

type Props = {
  /** The search's API parameters, as in the page's address. */
  query: string;
  hasFilters: boolean;
  onWiden: () => void;
  onSearchFor: (q: string) => void;
  onRemove: (filter: RelaxableFilter) => void;
};

function Alternatives(props: Props & { found: SearchAlternatives }) {
  const { didYouMean, withoutFilter } = props.found;
  return (
    <>
      {didYouMean ? (
        <div className="flex flex-col items-center gap-2">
          <p className="font-semibold">{t("find.empty.didYouMean")}</p>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => props.onSearchFor(didYouMean.q)}
          >
            {didYouMean.q}
            <span className="font-normal">· {phonesText(didYouMean.count)}</span>
          </button>
        </div>
      ) : null}
      {withoutFilter.length > 0 ? (
        <div className="flex flex-col items-center gap-2">
          <p className="font-semibold">{t("find.empty.removeTitle")}</p>
          <ul className="flex flex-wrap justify-center gap-2">
            {withoutFilter.map(({ filter, count }) => (
              <li key={filter}>
                <button
                  type="button"
                  className="btn btn-outline btn-secondary btn-sm"
                  onClick={() => props.onRemove(filter)}
                >
                  {withoutText(filter, count)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

/**
 * A search that found nothing: the closest model that has phones ("did you mean"), each filter
 * whose removal finds some with how many, then the plain hint and a button that widens.
 */
export function NoMatches(props: Props) {
  const alternatives = useSearchAlternatives(props.query);
  return (
    <EmptyState
      title={t("find.empty.title")}
      icon={<SearchX aria-hidden="true" className="size-10" />}
    >
      {alternatives.data ? <Alternatives {...props} found={alternatives.data} /> : null}
      <p className="max-w-prose text-base-content/80">
        {props.hasFilters ? t("find.empty.hintFilters") : t("find.empty.hintText")}
      </p>
      <button type="button" className="btn btn-secondary" onClick={props.onWiden}>
        {props.hasFilters ? t("find.filters.clear") : t("find.empty.seeAll")}
      </button>
    </EmptyState>
  );
}
