import { i18n } from "@lingui/core";
import { useSyncExternalStore } from "react";
import type { Locale } from "@bechedaw/shared/locale";
import { activeLocale } from "./i18n";

const subscribe = (onChange: () => void) => i18n.on("change", onChange);

/** The active language; a component using it renders again when the language changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, activeLocale, activeLocale);
}
