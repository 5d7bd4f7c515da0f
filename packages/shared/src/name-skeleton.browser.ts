/**
 * The browser's stand-in for name-skeleton.ts: compatibility forms folded and lower-cased, as
 * the web app's forms have always checked names. Look-alike letters of other scripts are caught
 * by the server (its skeleton), whose refusal the form then shows.
 */
export function skeleton(text: string): string {
  return text.normalize("NFKC").toLowerCase();
}
