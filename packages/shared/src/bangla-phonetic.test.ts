import { describe, expect, it } from "vitest";
import { banglaToLatin } from "./bangla-phonetic";

describe("banglaToLatin", () => {
  it.each([
    // Vowels, vowel signs, consonants; a word's last "o" is silent.
    ["ফোন", "fon"],
    ["ভালো", "valo"],
    ["রেনো", "reno"],
    ["আইফোন", "aifon"],
    ["ঢাকা", "dhaka"],
    // Ya-phala: "্যা" is the "a" of "cat"; অ্যা likewise.
    ["স্যামসাং", "samsang"],
    ["ম্যাক্স", "maks"],
    ["অ্যাপল", "apol"],
    ["ব্যবহার", "byobhar"],
    // Conjuncts through a hasanta, ra-phala and reph.
    ["গ্যালাক্সি", "galaksi"],
    ["প্রো", "pro"],
    ["স্মার্ট", "smart"],
    // ওয় is a "w"; য় after a vowel a "y".
    ["ওয়ালটন", "walton"],
    ["ওয়ানপ্লাস", "wanplas"],
    ["রিয়েলমি", "riyelmi"],
    ["নোকিয়া", "nokiya"],
    // A consonant's own "o": heard at the start and before an anusvara, silent between a vowel
    // and a syllable.
    ["মটোরোলা", "motorola"],
    ["টেকনো", "tekno"],
    ["সিম্ফনি", "simfoni"],
    ["রংপুর", "rongpur"],
    ["নরসিংদী", "norsingdi"],
    // Chandrabindu, visarga, khanda ta, ড়.
    ["চাঁদপুর", "chandpur"],
    ["দুঃখ", "duhkh"],
    ["হঠাৎ", "hothat"],
    ["বগুড়া", "bogura"],
  ])("%s → %s", (bangla, latin) => {
    expect(banglaToLatin(bangla.normalize("NFC"))).toBe(latin);
  });

  it("reads য়, ড় and ঢ় the same in one character or with a nukta", () => {
    expect(banglaToLatin("\u09B0\u09BF\u09DF\u09C7\u09B2")).toBe("riyel");
    expect(banglaToLatin("\u09B0\u09BF\u09AF\u09BC\u09C7\u09B2")).toBe("riyel");
    expect(banglaToLatin("\u09AC\u09DC")).toBe(banglaToLatin("\u09AC\u09A1\u09BC"));
    expect(banglaToLatin("\u0986\u09DD")).toBe("arh");
  });

  it("passes what is no Bangla letter as it is", () => {
    expect(banglaToLatin("ফোন 13!")).toBe("fon 13!");
    expect(banglaToLatin("")).toBe("");
  });
});
