import { SlidersHorizontal } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Modal } from "@/components/ui/modal";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { useSearchResults } from "../api/search";
import { apiQueryOf, hasFilters, readPriceRange, type SearchFilters } from "../search-params";
import { PriceFields, SearchFilterFields, priceErrorText, shownPrice } from "./search-filters";

/** How long the filters must stay still before the panel asks how many phones they match. */
const COUNT_DELAY_MS = 300;

/**
 * The label of the panel's apply button: the number of phones the chosen filters match, as
 * the search itself counts them ("1000+" beyond its cap), or none while that is not known.
 */
export function showLabel(count: string | null | undefined): string {
  const capped = count ? /^(\d+)\+$/.exec(count) : null;
  if (capped) return t("find.filters.showMany", { count: formatNumber(Number(capped[1])) });
  const exact = count ? Number(count) : NaN;
  return Number.isSafeInteger(exact)
    ? t("find.filters.show", { count: exact })
    : t("find.filters.showUnknown");
}

/**
 * The panel's contents, mounted while it is open: the filters as a draft (the results behind
 * stay as they are), and a button that applies them, naming how many phones they will show.
 * That number is the first page of the very search the results will run (same query key), so
 * it is true, and the results are there at once when applied.
 */
function FilterSheetBody(props: {
  filters: SearchFilters;
  onApply: (filters: SearchFilters) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(props.filters);
  const [min, setMin] = useState(shownPrice(props.filters.minPrice));
  const [max, setMax] = useState(shownPrice(props.filters.maxPrice));
  // Shown once the reader tries to apply a wrong range, then kept true as they type.
  const [showsPriceError, setShowsPriceError] = useState(false);

  const range = readPriceRange(min, max);
  const chosen = "error" in range ? null : { ...draft, ...range };
  const query = chosen ? apiQueryOf(chosen) : null;
  const settledQuery = useDebouncedValue(query, COUNT_DELAY_MS);
  const counted = useSearchResults(settledQuery ?? apiQueryOf(props.filters));
  const isCounted = query !== null && settledQuery === query && counted.isSuccess;
  const count = isCounted ? (counted.data.pages[0]?.count ?? null) : null;

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen) props.onApply(chosen);
    else setShowsPriceError(true);
  };
  const clear = () => {
    setDraft({ q: draft.q, sort: draft.sort, verified: false });
    setMin("");
    setMax("");
    setShowsPriceError(false);
  };
  const priceError = showsPriceError && "error" in range ? priceErrorText(range.error) : null;

  return (
    <form onSubmit={apply} noValidate>
      <SearchFilterFields
        filters={draft}
        onChange={(next) => setDraft((current) => ({ ...current, ...next }))}
        onClear={clear}
        canClear={hasFilters(draft) || min.trim() !== "" || max.trim() !== ""}
        price={
          <div className="flex flex-col gap-2">
            <PriceFields min={min} max={max} onMin={setMin} onMax={setMax} error={priceError} />
          </div>
        }
      />
      <p role="status" className="sr-only">
        {isCounted ? showLabel(count) : ""}
      </p>
      <div className="sticky -bottom-6 -mx-6 -mb-6 mt-4 flex gap-2 border-t border-base-300 bg-base-100 p-4">
        <button type="button" className="btn btn-ghost min-h-11" onClick={props.onCancel}>
          {t("common.cancel")}
        </button>
        <button type="submit" className="btn btn-primary min-h-11 flex-1">
          {isCounted || !chosen ? null : (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          )}
          {showLabel(count)}
        </button>
      </div>
    </form>
  );
}

/**
 * The filters on a phone's screen: a "Filters" button (with how many are on) that opens them
 * in a sheet over the results. "Show N phones" applies the choices and closes it; Cancel,
 * Escape or a tap beside it closes it leaving the search as it was. Focus returns to the
 * button either way.
 */
export function FilterSheet(props: {
  filters: SearchFilters;
  /** How many filters the reader has on (a category page's brand is not one). */
  activeCount: number;
  onApply: (filters: SearchFilters) => void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setIsOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn-outline btn-secondary min-h-11 justify-start gap-2 self-start"
        aria-haspopup="dialog"
        onClick={() => setIsOpen(true)}
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {t("find.filters.title")}
        {props.activeCount > 0 ? " " : null}
        {props.activeCount > 0 ? (
          <span className="badge badge-secondary badge-sm">
            <span aria-hidden="true">{formatNumber(props.activeCount)}</span>
            <span className="sr-only">
              {t("find.filters.activeCount", { count: props.activeCount })}
            </span>
          </span>
        ) : null}
      </button>
      <Modal isOpen={isOpen} onClose={close} title={t("find.filters.title")}>
        <FilterSheetBody
          filters={props.filters}
          onCancel={close}
          onApply={(filters) => {
            close();
            props.onApply(filters);
          }}
        />
      </Modal>
    </>
  );
}
