import type { FormEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { t } from "@/lib/i18n/i18n";

/** The longest search text (TEXT_LIMITS.searchText), here so the top bar does not import the constants. */
const MAX_SEARCH_LENGTH = 200;

/**
 * The top bar's search box, on every page: sends the text to `/phones?q=…`, keeping the other
 * filters when it is already on the search page. Plain DOM, no form library: it is in the home
 * page's first download. Before the app's code has taken a prerendered page over, the form is the
 * browser's own GET to the same address (the text alone), so a search typed then still works.
 */
export function SearchBox() {
  const location = useLocation();
  const navigate = useNavigate();
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
      className="join w-full"
    >
      <input
        // A new search from elsewhere (Back, a link) shows its own text.
        key={current}
        type="search"
        name="q"
        defaultValue={current}
        maxLength={MAX_SEARCH_LENGTH}
        aria-label={t("layout.search.label")}
        placeholder={t("layout.search.placeholder")}
        enterKeyHint="search"
        className="input join-item min-h-11 w-full min-w-0 md:min-h-10"
      />
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
