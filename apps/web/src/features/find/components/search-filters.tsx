import {
  BRANDS,
  CONDITIONS,
  LOCATIONS,
  SORTS,
  STORAGE_SIZES,
  TEXT_LIMITS,
  type Sort,
} from "@bechedaw/shared/constants";
import { SEARCH_MESSAGES } from "@bechedaw/shared/messages";
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import type { MessageId } from "@/lib/i18n/catalog";
import { brandLabel, locationLabel } from "@/lib/i18n/labels";
import { addSharedTexts, sharedText } from "@/lib/i18n/shared-text";
import { conditionLabel, sizeLabel } from "@/lib/i18n/listing-labels";
import { readPriceRange, type SearchFilters } from "../search-params";

// The search's checks, the server's among them, in the reader's language: their words come with
// the "find" part of the catalog.
addSharedTexts("shared.search", SEARCH_MESSAGES);

const SORT_IDS: Record<Sort, MessageId> = {
  relevance: "find.sort.relevance",
  newest: "find.sort.newest",
  "price-asc": "find.sort.price-asc",
  "price-desc": "find.sort.price-desc",
};

type Change = (next: Partial<SearchFilters>) => void;

function Select(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={id}
        className="select w-full"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.children}
      </select>
    </div>
  );
}

/** What is wrong with a typed price range, in the reader's language. */
export function priceErrorText(error: "invalid" | "swapped"): string {
  return sharedText(
    error === "invalid" ? SEARCH_MESSAGES.priceInvalid : SEARCH_MESSAGES.priceRangeSwapped,
  );
}

/** The two price boxes (typed in either language's digits) and what is wrong with them. */
export function PriceFields(props: {
  min: string;
  max: string;
  onMin: (text: string) => void;
  onMax: (text: string) => void;
  error: string | null;
}) {
  const errorId = useId();
  const minId = useId();
  const maxId = useId();
  const field = (id: string, label: string, value: string, set: (text: string) => void) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        className="input w-full"
        inputMode="numeric"
        autoComplete="off"
        maxLength={TEXT_LIMITS.price}
        value={value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">{t("find.filters.price")}</legend>
        <div className="flex gap-2">
          {field(minId, t("find.filters.minPrice"), props.min, props.onMin)}
          {field(maxId, t("find.filters.maxPrice"), props.max, props.onMax)}
        </div>
      </fieldset>
      {props.error ? (
        <p id={errorId} role="alert" className="text-sm text-error">
          {props.error}
        </p>
      ) : null}
    </>
  );
}

/** A price as shown in its box: in the reader's digits, empty when unset. */
export function shownPrice(price?: number): string {
  return price === undefined ? "" : formatNumber(price);
}

/** The price range on a wide screen: applied together with its own button. */
function PriceRange(props: { filters: SearchFilters; onChange: Change }) {
  const [min, setMin] = useState(shownPrice(props.filters.minPrice));
  const [max, setMax] = useState(shownPrice(props.filters.maxPrice));
  const [error, setError] = useState<string | null>(null);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const range = readPriceRange(min, max);
    if ("error" in range) setError(priceErrorText(range.error));
    else {
      setError(null);
      props.onChange(range);
    }
  };

  return (
    <form onSubmit={apply} noValidate className="flex flex-col gap-2">
      <PriceFields min={min} max={max} onMin={setMin} onMax={setMax} error={error} />
      <button type="submit" className="btn btn-outline btn-secondary btn-sm min-h-11 md:min-h-8">
        {t("find.filters.applyPrice")}
      </button>
    </form>
  );
}

/**
 * The search's filters. Beside the results each choice changes the address at once (a new
 * history entry, so Back undoes it); the price range waits for its button, as typing a number
 * takes several keys. `price` replaces that range (the phone's panel types into a draft).
 */
export function SearchFilterFields(props: {
  filters: SearchFilters;
  onChange: Change;
  onClear: () => void;
  canClear: boolean;
  price?: ReactNode;
}) {
  const { filters, onChange } = props;
  const verifiedId = useId();
  return (
    <div className="flex flex-col gap-4">
      <Select
        label={t("find.filters.brand")}
        value={filters.brand ?? ""}
        onChange={(value) => onChange({ brand: BRANDS.find((brand) => brand === value) })}
      >
        <option value="">{t("find.filters.anyBrand")}</option>
        {BRANDS.map((brand) => (
          <option key={brand} value={brand}>
            {brandLabel(brand)}
          </option>
        ))}
      </Select>
      {props.price ?? (
        // Keyed by the applied range, so Back or "Clear filters" shows the range in use.
        <PriceRange
          key={`${filters.minPrice ?? ""}-${filters.maxPrice ?? ""}`}
          filters={filters}
          onChange={onChange}
        />
      )}
      <Select
        label={t("find.filters.location")}
        value={filters.location ?? ""}
        onChange={(value) => onChange({ location: LOCATIONS.find((item) => item === value) })}
      >
        <option value="">{t("find.filters.anyLocation")}</option>
        {LOCATIONS.map((location) => (
          <option key={location} value={location}>
            {locationLabel(location)}
          </option>
        ))}
      </Select>
      <Select
        label={t("find.filters.condition")}
        value={filters.condition ?? ""}
        onChange={(value) => onChange({ condition: CONDITIONS.find((item) => item === value) })}
      >
        <option value="">{t("find.filters.anyCondition")}</option>
        {CONDITIONS.map((condition) => (
          <option key={condition} value={condition}>
            {conditionLabel(condition)}
          </option>
        ))}
      </Select>
      <Select
        label={t("find.filters.storage")}
        value={filters.storage === undefined ? "" : String(filters.storage)}
        onChange={(value) =>
          onChange({ storage: STORAGE_SIZES.find((size) => String(size) === value) })
        }
      >
        <option value="">{t("find.filters.anyStorage")}</option>
        {STORAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {sizeLabel(size)}
          </option>
        ))}
      </Select>
      <div className="flex items-center gap-3">
        <input
          id={verifiedId}
          type="checkbox"
          className="checkbox checkbox-secondary"
          checked={filters.verified}
          onChange={(event) => onChange({ verified: event.target.checked })}
        />
        <label htmlFor={verifiedId} className="min-h-6 text-sm font-medium">
          {t("find.filters.verified")}
        </label>
      </div>
      {props.canClear ? (
        <button
          type="button"
          className="btn btn-ghost btn-sm min-h-11 md:min-h-8"
          onClick={props.onClear}
        >
          {t("find.filters.clear")}
        </button>
      ) : null}
    </div>
  );
}

/** How the results are sorted: best match (a search with words), newest, or by price either way. */
export function SortSelect(props: {
  sort: Sort;
  onChange: (sort: Sort) => void;
  /** Whether the search has words: only then is "Best match" offered. */
  hasWords: boolean;
}) {
  const id = useId();
  const sorts = SORTS.filter((sort) => sort !== "relevance" || props.hasWords);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap">
        {t("find.sort.label")}
      </label>
      <select
        id={id}
        className="select select-sm min-h-11 md:min-h-8"
        value={props.sort}
        onChange={(event) =>
          props.onChange(sorts.find((sort) => sort === event.target.value) ?? "newest")
        }
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_IDS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}
