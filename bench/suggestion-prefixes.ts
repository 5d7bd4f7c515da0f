// What the top bar's search box sends as people type: every prefix, from two letters, of phones
// as they name them in English, Banglish (with typos) and Bangla script, each a different
// request, sent in turn.

/** Phones and brands as people type them into the search box. */
const TYPED = [
  "iphone 13 pro",
  "iphone 12 mini",
  "ifone 11",
  "aifon 14",
  "samsung galaxy s22",
  "samsang galaxy a52",
  "galaxi note 20",
  "galaxy m33",
  "oppo reno 7",
  "opo a96",
  "rino 6",
  "find x3",
  "f21 pro",
  "xiaomi redmi note 12",
  "realme c55",
  "আইফোন ১৩ প্রো",
  "আইফোন ১২ মিনি",
  "স্যামসাং গ্যালাক্সি এস২২",
  "গ্যালাক্সি এ৫২",
  "অপো রেনো ৭",
  "রেনো ৬",
  "শাওমি রেডমি",
  "রিয়েলমি",
];

/** Each text as typed letter by letter, from two letters on: "ip", "iph", …, "iphone 13 pro". */
export function suggestionPrefixes(): string[] {
  const prefixes = TYPED.flatMap((text) => {
    const letters = [...text];
    return letters.slice(1).map((_, i) => letters.slice(0, i + 2).join(""));
  });
  return [...new Set(prefixes.filter((prefix) => prefix.trim().length >= 2))].map(
    (prefix) => `/api/search/suggestions?q=${encodeURIComponent(prefix)}`,
  );
}
