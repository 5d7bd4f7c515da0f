import { Fragment, type ReactNode } from "react";
import { useLocale } from "./use-locale";

/**
 * Renders the app afresh when the language changes, so every text (including those read
 * outside React, in toasts and titles) is in the new language. Cached data stays: the query
 * client lives above this.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  const locale = useLocale();
  return <Fragment key={locale}>{children}</Fragment>;
}
