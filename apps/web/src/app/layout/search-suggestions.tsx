import { useEffect, useState } from "react";
import type { SearchSuggestion, SearchSuggestions as Answer } from "@bechedaw/shared";
import { apiRequest, isAbortError } from "@/lib/api-client";
import { formatNumber } from "@/lib/i18n/format";
import { t } from "@/lib/i18n/i18n";
import { brandLabel } from "@/lib/i18n/labels";
import { useCatalogPart } from "@/lib/i18n/use-catalog-part";

/** Wait this long after the last keystroke before asking (typing fast asks once). */
const DEBOUNCE_MS = 150;
/** Suggestions start from two letters, as the server's. */
const MIN_LENGTH = 2;

/** What the search box shows of the list: whether it is open, and the option under the keys. */
export type ComboboxState = { expanded: boolean; activeId: string | undefined };

type Props = {
  input: HTMLInputElement | null;
  listId: string;
  onState: (state: ComboboxState) => void;
  /** Opens the page a suggestion leads to. */
  onPick: (href: string) => void;
};

const optionId = (listId: string, index: number) => `${listId}-${index}`;

/** Where a suggestion leads: a brand's page, or a search for the model within its brand. */
function hrefOf(suggestion: SearchSuggestion): string {
  if (suggestion.kind === "brand") return `/category/${encodeURIComponent(suggestion.brand)}`;
  const params = new URLSearchParams({ q: suggestion.model, brand: suggestion.brand });
  return `/phones?${params.toString()}`;
}

/**
 * The top bar's suggestions as one types (the ARIA combobox pattern with a list): loaded the
 * first time the search box is used, so the home page's first download does not carry it. It
 * listens to the box's own input and keys: arrows move through the options, Enter opens the
 * one chosen (or searches the text as typed when none is), Escape closes the list.
 */
export default function SearchSuggestions({ input, listId, onState, onPick }: Props) {
  useCatalogPart("suggest");
  const [suggestions, setSuggestions] = useState<SearchSuggestion[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);

  const isShown = isOpen && suggestions.length > 0;
  useEffect(() => {
    onState({
      expanded: isShown,
      activeId: isShown && active >= 0 ? optionId(listId, active) : undefined,
    });
  }, [isShown, active, listId, onState]);

  // What is typed: asked about once the typing pauses, the previous question dropped.
  useEffect(() => {
    if (!input) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let request: AbortController | undefined;
    const lookUp = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const typed = input.value.trim();
        request?.abort();
        if (typed.length < MIN_LENGTH) {
          setSuggestions([]);
          return;
        }
        request = new AbortController();
        apiRequest<Answer>(`/api/search/suggestions?q=${encodeURIComponent(typed)}`, {
          signal: request.signal,
        })
          .then((answer) => {
            setSuggestions(answer.suggestions);
            setActive(-1);
            setIsOpen(true);
          })
          .catch((error: unknown) => {
            // Suggestions are a help, not the search: a failure leaves the box as it is.
            if (!isAbortError(error)) setSuggestions([]);
          });
      }, DEBOUNCE_MS);
    };
    input.addEventListener("input", lookUp);
    // The keystroke that loaded this part may have come before it listened.
    if (input.value.trim().length >= MIN_LENGTH && document.activeElement === input) lookUp();
    return () => {
      clearTimeout(timer);
      request?.abort();
      input.removeEventListener("input", lookUp);
    };
  }, [input]);

  // The keys: arrows through the options (and back to the text typed), Enter, Escape.
  useEffect(() => {
    if (!input) return;
    const count = suggestions.length;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setIsOpen(true);
        // -1 is the text typed: from it through the options and round again.
        setActive(
          isOpen ? ((active + 1 + step + count + 1) % (count + 1)) - 1 : step > 0 ? 0 : count - 1,
        );
      } else if (event.key === "Enter" && isOpen && suggestions[active]) {
        event.preventDefault();
        setIsOpen(false);
        onPick(hrefOf(suggestions[active]));
      } else if (event.key === "Escape" && isOpen) {
        event.preventDefault();
        setIsOpen(false);
        setActive(-1);
      }
    };
    const close = () => setIsOpen(false);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("blur", close);
    return () => {
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("blur", close);
    };
  }, [input, suggestions, isOpen, active, onPick]);

  return (
    <ul
      id={listId}
      role="listbox"
      aria-label={t("suggest.label")}
      hidden={!isShown}
      className="menu absolute inset-x-0 top-full z-50 mt-1 w-full rounded-box border border-base-300 bg-base-100 p-1 text-base-content shadow-lg"
    >
      {suggestions.map((suggestion, index) => {
        const href = hrefOf(suggestion);
        return (
          <li
            key={href}
            id={optionId(listId, index)}
            role="option"
            aria-selected={index === active}
            className={`flex cursor-pointer flex-row items-center justify-between gap-3 rounded-field px-3 py-2 ${index === active ? "bg-base-200" : ""}`}
            // Keep the focus in the box, so its blur does not close the list before the click.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setIsOpen(false);
              onPick(href);
            }}
          >
            <span className="min-w-0 truncate">
              {suggestion.kind === "brand" ? (
                <strong>{t("suggest.brand", { brand: brandLabel(suggestion.brand) })}</strong>
              ) : (
                <>
                  {suggestion.model}{" "}
                  <span className="text-base-content/70 text-sm">
                    · {brandLabel(suggestion.brand)}
                  </span>
                </>
              )}
            </span>
            <span className="text-base-content/70 shrink-0 text-sm">
              {t("suggest.count", { count: formatNumber(suggestion.count) })}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
