import { isLocale, LANG_QUERY } from "@bechedaw/shared/locale";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { setSessionLanguage, useSession } from "@/lib/session";
import { activeLocale } from "./i18n";
import { switchLocale } from "./switch-locale";

/**
 * A signed-in user's language follows them between devices: when a session starts (or a page
 * loads with one), the account's language is applied; an account without one keeps the language
 * on screen. A `?lang=` link still wins for that visit.
 */
export function useAccountLanguage(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const appliedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      appliedFor.current = null;
      return;
    }
    if (appliedFor.current === user.id) return;
    appliedFor.current = user.id;
    if (new URLSearchParams(window.location.search).has(LANG_QUERY)) return;
    const onScreen = activeLocale();
    if (isLocale(user.language) && user.language !== onScreen) {
      void switchLocale(user.language, false);
    } else if (!user.language) {
      setSessionLanguage(queryClient, onScreen);
      void switchLocale(onScreen, true).catch(() => undefined);
    }
  }, [user, queryClient]);
}
