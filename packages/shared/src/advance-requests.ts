// Whether a text one side writes for the other (a deal message, a meetup place, a cancel reason,
// a listing's words) asks for mobile money or an advance: the "booking money" scam of
// Bangladesh's phone groups (docs/decisions/030-deals.md). Such a text is still delivered, with a
// warning, and flagged to admins; a wrong flag costs an admin a click, a missed one money.

/** Between the letters of an obfuscated word ("b.k.a.s.h", "b-kash", "b kash"). */
const GAP = String.raw`[\s.\-_*]*`;
const spaced = (word: string) => word.split("").join(GAP);

/** Latin words: not inside a longer word, so "advanced" and "rocketry" pass. */
const LATIN = [
  // bKash (also "bikash"), Nagad, Rocket, a number glued on or not ("bkash01712345678").
  new RegExp(String.raw`(?<![a-z])b${GAP}(?:i${GAP})?${spaced("kash")}(?![a-z])`, "i"),
  // "nagad taka" is Banglish for cash money, not the app.
  /(?<![a-z])nagad(?![a-z])(?!\s*(?:taka|takay|tk)\b)/i,
  /(?<![a-z])rocket(?![a-z])/i,
  // advance, and its usual misspellings ("advence", "advanse").
  /(?<![a-z])adv[ae]n[cs]e?(?![a-z])/i,
  /\bsend\s+(?:(?:me|the|some|your)\s+){0,2}(?:money|taka|tk|payment)\b/i,
  /\b(?:taka|tk|money)\s+(?:pathan|pathaben|pathao|pathiye|pathay|send)\b/i,
  /\b(?:booking|token|confirm(?:ation)?)\s*(?:money|fee|taka|tk|amount|charge)\b/i,
  /\bpay\s+(?:me\s+)?(?:first|before\s+(?:the\s+)?(?:meet|meetup|delivery))\b/i,
];

/**
 * Bangla words: JavaScript's \b knows only Latin letters, so these match anywhere. Written as
 * strings, which the server's build escapes to ASCII: it leaves a regular-expression literal as
 * it is, and one non-ASCII character in the bundle makes V8 hold all of its source at two bytes
 * a character (apps/server/build.mjs).
 */
const BANGLA = [
  "বিকাশ|বিকেশ|বি\\s*কাশ",
  // নগদ alone also means "cash" (নগদ টাকায় দেব: "I'll pay cash"): only the app's number or a
  // transfer through it.
  "নগদ\\s*(?:এর\\s*|এ\\s*)?(?:নম্বর|নাম্বার|নং|একাউন্ট|অ্যাকাউন্ট)|নগদে\\s*(?:\\S+\\s*)?(?:পাঠা|পাঠি|সেন্ড)|নগদ\\s*(?:পাঠা|সেন্ড)",
  "রকেট",
  "অগ্রিম|ডভান্স",
  "সেন্ড\\s*মানি",
  "টাকা\\S*\\s*(?:\\S+\\s*)?(?:পাঠা|পাঠি|সেন্ড)",
  "বুকিং\\s*(?:মানি|টাকা|ফি|চার্জ)|টোকেন\\s*মানি",
  "আগে\\s*টাকা|টাকা\\s*আগে",
].map((pattern) => new RegExp(pattern));

/** Polite formulas that contain a flagged word and ask for nothing. */
const HARMLESS = /\bthanks?(?:\s+you)?\s+in\s+advance\b/gi;

/** Whether `text` asks for bKash, Nagad or Rocket money, an advance, or "booking money". */
export function asksForAdvance(text: string): boolean {
  const plain = text.normalize("NFC").replace(HARMLESS, " ");
  return LATIN.some((pattern) => pattern.test(plain)) || BANGLA.some((p) => p.test(plain));
}
