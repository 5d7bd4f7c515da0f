import {
  BOOKING_MESSAGES,
  MESSAGES,
  PRODUCT_MESSAGES,
  REPORT_MESSAGES,
} from "@bechedaw/shared/messages";
import type { MessageId } from "./catalog";
import { t } from "./i18n";

const SETS = {
  "shared.auth": MESSAGES,
  "shared.booking": BOOKING_MESSAGES,
  "shared.report": REPORT_MESSAGES,
  "shared.product": PRODUCT_MESSAGES,
};

/** Each English text of the shared package, mapped to its message id. */
const ID_OF_TEXT = new Map<string, MessageId>(
  Object.entries(SETS).flatMap(([prefix, texts]) =>
    Object.entries(texts).map(([key, text]) => [text, `${prefix}.${key}` as MessageId] as const),
  ),
);

/**
 * Adds the shared texts of a part of the catalog that loads with its pages (the phone
 * passport's, with the listing form), so they stay off the home page's weight.
 */
export function addSharedTexts(prefix: string, texts: Record<string, string>): void {
  for (const [key, text] of Object.entries(texts)) {
    ID_OF_TEXT.set(text, `${prefix}.${key}` as MessageId);
  }
}

/**
 * A text from the shared package (a zod schema's message, a shared toast) in the active
 * language. Texts it does not know (already translated ones) pass through unchanged.
 */
export function sharedText(text: string): string {
  const id = ID_OF_TEXT.get(text);
  return id ? t(id) : text;
}
