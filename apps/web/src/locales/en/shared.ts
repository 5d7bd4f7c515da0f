import {
  BOOKING_MESSAGES,
  MESSAGES,
  PRODUCT_MESSAGES,
  REPORT_MESSAGES,
} from "@bechedaw/shared/messages";

type Prefixed<P extends string, T> = { [K in keyof T & string as `${P}.${K}`]: string };

export function prefixed<P extends string, T extends Record<string, string>>(prefix: P, texts: T) {
  return Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [`${prefix}.${key}`, text]),
  ) as Prefixed<P, T>;
}

/**
 * The texts the server and the web app share (validation messages, success toasts), in the
 * English the shared package holds; bn/shared.ts translates them. The web app shows them
 * through `sharedText` (lib/i18n/shared-text.ts), so these ids appear in no other code.
 */

export default {
  ...prefixed("shared.auth", MESSAGES),
  ...prefixed("shared.booking", BOOKING_MESSAGES),
  ...prefixed("shared.report", REPORT_MESSAGES),
  // The product texts pages of every part may show (toasts); the listing form's checks load
  // with the form (en/product-form-shared.ts).
  ...prefixed("shared.product", PRODUCT_MESSAGES),
};
