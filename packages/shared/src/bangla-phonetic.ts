// Bangla script as Latin sounds, the way Banglish writes them ("ফোন" → "fon", "ভালো" → "valo",
// "স্যামসাং" → "samsang"): what a word sounds like, for words the search vocabulary does not
// know. Bangla letters give lower-case ASCII letters; a character from outside the Bangla block
// passes as it is. Reads text in Unicode's NFC (as normaliseQuery gives it).
// Deterministic and small: no dictionary, no context beyond one word.

const VOWELS: Readonly<Record<string, string>> = {
  অ: "o",
  আ: "a",
  ই: "i",
  ঈ: "i",
  উ: "u",
  ঊ: "u",
  ঋ: "ri",
  এ: "e",
  ঐ: "oi",
  ও: "o",
  ঔ: "ou",
};

/** The vowel signs (কা, কি, …): the sound that replaces a consonant's own "o". */
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  "\u09BE": "a",
  "\u09BF": "i",
  "\u09C0": "i",
  "\u09C1": "u",
  "\u09C2": "u",
  "\u09C3": "ri",
  "\u09C7": "e",
  "\u09C8": "oi",
  "\u09CB": "o",
  "\u09CC": "ou",
};

/**
 * Consonants as Banglish and English loanwords write them: ফ "f" (ফোন), ভ "v" (ভিভো), য "j"
 * (যশোর). ড়, ঢ়, য় come in two spellings: one character, or the letter and a nukta (which
 * Unicode's NFC makes of the first).
 */
const CONSONANTS: Readonly<Record<string, string>> = {
  ক: "k",
  খ: "kh",
  গ: "g",
  ঘ: "gh",
  ঙ: "ng",
  চ: "ch",
  ছ: "ch",
  জ: "j",
  ঝ: "jh",
  ঞ: "n",
  ট: "t",
  ঠ: "th",
  ড: "d",
  ঢ: "dh",
  ণ: "n",
  ত: "t",
  থ: "th",
  দ: "d",
  ধ: "dh",
  ন: "n",
  প: "p",
  ফ: "f",
  ব: "b",
  ভ: "v",
  ম: "m",
  য: "j",
  র: "r",
  ল: "l",
  শ: "sh",
  ষ: "sh",
  স: "s",
  হ: "h",
  "\u09DC": "r",
  "\u09DD": "rh",
  "\u09DF": "y",
  // Assamese ra and wa, which Bangla keyboards can type.
  "\u09F0": "r",
  "\u09F1": "w",
};
const WITH_NUKTA: Readonly<Record<string, string>> = { ড: "r", ঢ: "rh", য: "y" };

/** Anusvara, visarga, chandrabindu: a sound after a syllable. */
const CHANDRABINDU_LATIN = "n";
const SIGNS: Readonly<Record<string, string>> = {
  "\u0982": "ng",
  "\u0983": "h",
  "\u0981": CHANDRABINDU_LATIN,
};

const BANGLA_BLOCK = /[\u0980-\u09FF]/;
const HASANTA = "\u09CD";
const NUKTA = "\u09BC";
const KHANDA_TA = "\u09CE";
const YA = "\u09AF";
const AA_SIGN = "\u09BE";

/**
 * One sound of a word. A consonant's `vowel` is the sign it carries, or `null` for its own
 * "o" (decided later: often silent); `joined`: a hasanta ties it to the next consonant.
 */
type Unit =
  | { kind: "consonant"; latin: string; vowel: string | null; joined: boolean }
  | { kind: "vowel" | "sign" | "other"; latin: string };

/** The consonant at `at` (with its nukta, if any): its sound and where what follows it starts. */
function consonantAt(text: string, at: number): [string, number] | undefined {
  const char = text[at] ?? "";
  const latin = CONSONANTS[char];
  if (latin === undefined) return undefined;
  if (text[at + 1] === NUKTA) return [WITH_NUKTA[char] ?? latin, at + 2];
  return [latin, at + 1];
}

/** A consonant's unit, read from `at`, just after it: ya-phala (্য), a vowel sign or a hasanta. */
function readConsonant(text: string, at: number, latin: string): [Unit, number] {
  let i = at;
  const unit = { kind: "consonant" as const, latin, vowel: null as string | null, joined: false };
  if (text[i] === HASANTA && text[i + 1] === YA && text[i + 2] !== NUKTA) {
    // Ya-phala: "্যা" is the "a" of "cat" in loanwords (ম্যাক্স, ক্যামেরা); otherwise a "y".
    i += 2;
    if (text[i] === AA_SIGN) return [{ ...unit, vowel: "a" }, i + 1];
    unit.latin += "y";
  }
  const sign = VOWEL_SIGNS[text[i] ?? ""];
  if (sign !== undefined) return [{ ...unit, vowel: sign }, i + 1];
  if (text[i] === HASANTA) return [{ ...unit, joined: true }, i + 1];
  return [unit, i];
}

function readUnits(text: string): Unit[] {
  const units: Unit[] = [];
  let i = 0;
  while (i < text.length) {
    const char = text[i] ?? "";
    const consonant = consonantAt(text, i);
    const vowel = VOWELS[char] ?? VOWEL_SIGNS[char];
    const after = consonantAt(text, i + 1);
    if (char === "ও" && after?.[0] === "y") {
      // ওয়া, ওয়ে: a "w" (ওয়ালটন, ওয়ানপ্লাস), with the vowel the য় carries.
      const [unit, end] = readConsonant(text, after[1], "w");
      units.push(unit);
      i = end;
    } else if (consonant !== undefined) {
      const [unit, end] = readConsonant(text, consonant[1], consonant[0]);
      units.push(unit);
      i = end;
    } else if (vowel !== undefined && text[i + 1] === HASANTA && text[i + 2] === YA) {
      // অ্যা, এ্যা: the "a" of "apple" (অ্যাপল).
      units.push({ kind: "vowel", latin: "a" });
      i += text[i + 3] === AA_SIGN ? 4 : 3;
    } else if (vowel !== undefined) {
      units.push({ kind: "vowel", latin: vowel });
      i += 1;
    } else if (char === KHANDA_TA) {
      units.push({ kind: "consonant", latin: "t", vowel: "", joined: true });
      i += 1;
    } else {
      const sign = SIGNS[char];
      // Another sign of the Bangla block (avagraha, a stray length mark) has no sound here.
      const other = BANGLA_BLOCK.test(char) ? "" : char;
      units.push(
        sign === undefined ? { kind: "other", latin: other } : { kind: "sign", latin: sign },
      );
      i += 1;
    }
  }
  return units;
}

const isLetter = (unit: Unit | undefined) => unit?.kind === "consonant" || unit?.kind === "vowel";

/**
 * Whether a consonant's own "o" is heard (a rough rule, as for Hindi's schwa): at a word's end
 * it is silent (ফোন), before an anusvara heard (রং), at a word's start heard (মটোরোলা);
 * inside, silent between a vowel and a consonant that starts a syllable (স্যাম|সাং, টেক|নো),
 * heard otherwise (ওয়াল|টন, সিম্|ফনি). Decided from the word's end, so that what follows is known.
 */
function sayInherentVowels(units: Unit[]): void {
  for (let i = units.length - 1; i >= 0; i -= 1) {
    const unit = units[i];
    if (unit?.kind !== "consonant" || unit.vowel !== null || unit.joined) continue;
    const previous = units[i - 1];
    const next = units[i + 1];
    let heard: boolean;
    if (next?.kind === "sign") heard = true;
    else if (!isLetter(next)) heard = false;
    else if (previous === undefined || previous.kind === "other") heard = true;
    else if (next?.kind !== "consonant") heard = false;
    else {
      // A chandrabindu only makes the vowel before it nasal (চাঁদ|পুর).
      const afterVowel =
        previous.kind === "vowel" ||
        (previous.kind === "consonant" && !previous.joined) ||
        (previous.kind === "sign" && previous.latin === CHANDRABINDU_LATIN);
      const startsSyllable = next.joined || next.vowel !== "";
      heard = !(afterVowel && startsSyllable);
    }
    unit.vowel = heard ? "o" : "";
  }
}

/** A Bangla word's sound in Latin letters: "স্যামসাং" → "samsang", "ভালো" → "valo". */
export function banglaToLatin(word: string): string {
  const units = readUnits(word);
  sayInherentVowels(units);
  return units
    .map((unit) => (unit.kind === "consonant" ? unit.latin + (unit.vowel ?? "") : unit.latin))
    .join("");
}
