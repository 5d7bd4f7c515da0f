import type { Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

/**
 * Compiles ICU messages ("{count, plural, one {# phone} other {# phones}}") once, as a
 * catalog loads. Only the lazily loaded catalogs import this, so the compiler stays out of
 * the entry chunk.
 */
export function compileCatalog(raw: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(raw).map(([id, text]) => [id, compileMessage(text)]));
}
