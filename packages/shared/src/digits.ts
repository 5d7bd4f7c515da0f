const BANGLA_ZERO = "০".charCodeAt(0);
// ০ to ৯, escaped: the server's build leaves a regular-expression literal as it is (build.mjs).
const BANGLA_DIGIT = /[\u09E6-\u09EF]/g;

/**
 * Bangla digits (০-৯) as ASCII digits, everything else unchanged: "০১৭১২" → "01712".
 * Every field where a number is typed runs through this, so what is stored is ASCII
 * (docs/design.md, differences: Bangla digits accepted wherever numbers are typed).
 */
export function toAsciiDigits(text: string): string {
  return text.replace(BANGLA_DIGIT, (digit) => String(digit.charCodeAt(0) - BANGLA_ZERO));
}
