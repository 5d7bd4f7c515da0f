import { Suspense, useCallback, useId, useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { t } from "@/lib/i18n/i18n";
import type SearchSuggestions from "./search-suggestions";
import type { ComboboxState } from "./search-suggestions";

/** The longest search text (TEXT_LIMITS.searchText), here so the top bar does not import the constants. */
const MAX_SEARCH_LENGTH = 200;

/**
 * The top bar's search box, on every page: sends the text to `/phones?q=…`, keeping the other
 * filters when it is already on the search page. Plain DOM, no form library: it is in the home
 * page's first download. Before the app's code has taken a prerendered page over, the form is the
 * browser's own GET to the same address (the text alone), so a search typed then still works.
 * The suggestions load the first time the box takes the focus; once they have, the box is a
 * combobox whose list they draw.
 */
export function SearchBox() {
  const location = useLocation();
  const navigate = useNavigate();
  // The box itself, not a ref object: a new search remounts it, and the suggestions follow.
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const listId = useId();
  const [Suggestions, setSuggestions] = useState<typeof SearchSuggestions>();
  const [combobox, setCombobox] = useState<ComboboxState>({ expanded: false, activeId: undefined });
  const loadSuggestions = () => {
    if (Suggestions) return;
    void import("./search-suggestions").then((part) => setSuggestions(() => part.default));
  };
  const openSuggestion = useCallback((href: string) => void navigate(href), [navigate]);
  const isSearchPage = /^\/(phones|category\/[^/]+)\/?$/i.test(location.pathname);
  const current = isSearchPage ? (new URLSearchParams(location.search).get("q") ?? "") : "";

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("q") as HTMLInputElement;
    const text = input.value.trim();
    const params = new URLSearchParams(isSearchPage ? location.search : "");
    params.delete("cursor");
    if (text) params.set("q", text);
    else params.delete("q");
    const query = params.toString();
    void navigate(`${isSearchPage ? location.pathname : "/phones"}${query ? `?${query}` : ""}`);
  };

  return (
    <form
      role="search"
      method="get"
      action={isSearchPage ? location.pathname : "/phones"}
      onSubmit={submit}
      className="join relative w-full"
    >
      <input
        ref={setInput}
        // Each page's box shows its own search (Back, a link, a suggestion taken), nothing else.
        key={`${location.pathname}?${current}`}
        type="search"
        name="q"
        defaultValue={current}
        maxLength={MAX_SEARCH_LENGTH}
        aria-label={t("layout.search.label")}
        placeholder={t("layout.search.placeholder")}
        enterKeyHint="search"
        autoComplete="off"
        onFocus={loadSuggestions}
        role={Suggestions ? "combobox" : undefined}
        aria-autocomplete={Suggestions ? "list" : undefined}
        aria-controls={Suggestions ? listId : undefined}
        aria-expanded={Suggestions ? combobox.expanded : undefined}
        aria-activedescendant={combobox.activeId}
        className="input join-item min-h-11 w-full min-w-0 md:min-h-10"
      />
      {Suggestions && (
        <Suspense fallback={null}>
          <Suggestions
            input={input}
            listId={listId}
            onState={setCombobox}
            onPick={openSuggestion}
          />
        </Suspense>
      )}
      <button type="submit" className="btn btn-secondary join-item min-h-11 md:min-h-10">
        {/* A magnifier drawn here: lucide's component costs more bytes on the first visit. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 fill-none stroke-current stroke-2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-4-4" />
        </svg>
        <span className="sr-only">{t("layout.search.submit")}</span>
      </button>
    </form>
  );
}
