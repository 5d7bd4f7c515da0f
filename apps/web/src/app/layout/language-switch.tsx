import { LANG_QUERY, LOCALE_NAMES, LOCALES, type Locale } from "@bechedaw/shared/locale";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/error-message";
import { switchLocale } from "@/lib/i18n/switch-locale";
import { useLocale } from "@/lib/i18n/use-locale";
import { setSessionLanguage, useSession } from "@/lib/session";
import { t } from "@/lib/i18n/i18n";

/**
 * "English | বাংলা": changes the language now, for this browser and for the account. Before the
 * app's code has taken a prerendered page over, the buttons still work: they submit a plain GET
 * form to this page with `?lang=…`, which the server answers in that language.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const locale = useLocale();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const choose = (next: Locale) => {
    if (next === locale) return;
    setSessionLanguage(queryClient, next);
    switchLocale(next, Boolean(user)).catch((error: unknown) => toast.error(errorMessage(error)));
    // A `?lang=` the page came with is spent: left in the address, a reload would undo the choice.
    const params = new URLSearchParams(search);
    if (params.has(LANG_QUERY)) {
      params.delete(LANG_QUERY);
      const rest = params.toString();
      void navigate({ pathname, search: rest ? `?${rest}` : "", hash }, { replace: true });
    }
  };
  return (
    <form
      method="get"
      action={pathname}
      role="group"
      aria-label={t("layout.language")}
      className={`join ${className}`}
    >
      {LOCALES.map((option) => (
        <button
          key={option}
          type="submit"
          name={LANG_QUERY}
          value={option}
          lang={option}
          aria-pressed={option === locale}
          onClick={(event) => {
            event.preventDefault();
            choose(option);
          }}
          className={`btn join-item btn-sm min-h-11 md:min-h-8 ${option === locale ? "btn-secondary" : "btn-ghost"}`}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </form>
  );
}
