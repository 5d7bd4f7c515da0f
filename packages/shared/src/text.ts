/**
 * Characters a name may not hold: control characters (NUL cannot even be stored by PostgreSQL,
 * line breaks and tabs break one-line names) and the bidirectional overrides and isolates that
 * can make a name display as something else ("RLO" tricks).
 */
const UNSAFE_IN_NAME = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;

export function isSafeName(text: string): boolean {
  return !UNSAFE_IN_NAME.test(text);
}
