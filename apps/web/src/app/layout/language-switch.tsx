import { LOCALE_NAMES, LOCALES, type Locale } from "@bechedaw/shared/locale";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "@/lib/toast";
import { errorMessage } from "@/lib/error-message";
import { switchLocale } from "@/lib/i18n/switch-locale";
import { useLocale } from "@/lib/i18n/use-locale";
import { setSessionLanguage, useSession } from "@/lib/session";
import { t } from "@/lib/i18n/i18n";

/** "English | বাংলা": changes the language now, for this browser and for the account. */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const locale = useLocale();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const choose = (next: Locale) => {
    if (next === locale) return;
    setSessionLanguage(queryClient, next);
    switchLocale(next, Boolean(user)).catch((error: unknown) => toast.error(errorMessage(error)));
  };
  return (
    <div role="group" aria-label={t("layout.language")} className={`join ${className}`}>
      {LOCALES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === locale}
          onClick={() => choose(option)}
          className={`btn join-item btn-sm min-h-11 md:min-h-8 ${option === locale ? "btn-secondary" : "btn-ghost"}`}
        >
          {LOCALE_NAMES[option]}
        </button>
      ))}
    </div>
  );
}
