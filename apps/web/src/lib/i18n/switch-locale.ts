import type { Locale } from "@bechedaw/shared/locale";
import { apiRequest } from "@/lib/api-client";
import { activateLocale, rememberLocale } from "./i18n";

/**
 * Changes the site's language: the cookie keeps it for this browser, and a signed-in user's
 * account keeps it for their other devices. Saving to the account is best effort: the switch
 * has already happened on screen.
 */
export async function switchLocale(locale: Locale, isSignedIn: boolean): Promise<void> {
  rememberLocale(locale);
  await activateLocale(locale);
  if (isSignedIn) {
    await apiRequest("/api/auth/update-user", { method: "POST", body: { language: locale } });
  }
}
