import { describe, expect, it } from "vitest";
import { BRANDS, LOCATIONS } from "./constants";
import { normaliseQuery, partialTerms, soundOf } from "./query-normaliser";
import {
  BANGLA_SPELLINGS,
  BRAND_WORDS,
  DISTRICT_BANGLA,
  DISTRICT_OTHER_NAMES,
} from "./search-vocabulary";

describe("normaliseQuery", () => {
  it.each([
    ["আইফোন", "iphone", "Apple"],
    ["আইফোন ১৩", "iphone 13", "Apple"],
    ["স্যামসাং", "samsung", "Samsung"],
    ["স্যামসাং গ্যালাক্সি", "samsung galaxy", "Samsung"],
    ["গ্যালাক্সি এস২৩", "galaxy s23", "Samsung"],
    ["অপো রেনো", "oppo reno", "Oppo"],
    ["আইফোন প্রো ম্যাক্স", "iphone pro max", "Apple"],
    ["১২৮ জিবি", "128 gb", undefined],
  ])("reads %s as %s", (query, latin, brand) => {
    const normalised = normaliseQuery(query);
    expect(normalised.latin).toBe(latin);
    expect(normalised.terms).toEqual(latin.split(" "));
    expect(normalised.brand).toBe(brand);
  });

  it("names the district of a place in either script", () => {
    expect(normaliseQuery("ঢাকা")).toMatchObject({ latin: "dhaka", district: "Dhaka" });
    expect(normaliseQuery("Dhaka").district).toBe("Dhaka");
    expect(normaliseQuery("চট্টগ্রাম")).toMatchObject({
      latin: "chittagong",
      district: "Chittagong",
    });
    expect(normaliseQuery("iphone chattogram").district).toBe("Chittagong");
    expect(normaliseQuery("মিরপুর").district).toBe("Dhaka");
    expect(normaliseQuery("Mirpur").district).toBe("Dhaka");
    expect(normaliseQuery("cox's bazar").district).toBe("Cox's Bazar");
    expect(normaliseQuery("কক্সবাজার")).toMatchObject({
      latin: "coxsbazar",
      district: "Cox's Bazar",
    });
    expect(normaliseQuery("iphone 13").district).toBeUndefined();
  });

  it("knows a known word with a Bangla ending", () => {
    expect(normaliseQuery("ঢাকায় আইফোন")).toMatchObject({
      latin: "dhaka iphone",
      brand: "Apple",
      district: "Dhaka",
    });
    expect(normaliseQuery("স্যামসাংয়ের ফোনটি").latin).toBe("samsung phone");
  });

  it("reads mixed scripts and Bangla digits", () => {
    expect(normaliseQuery("iphone ১৩").latin).toBe("iphone 13");
    expect(normaliseQuery("আইফোন 13 pro").latin).toBe("iphone 13 pro");
    expect(normaliseQuery("১২৮জিবি").latin).toBe("128gb");
    expect(normaliseQuery("এ৫৪ ৫জি").latin).toBe("a54 5g");
    expect(normaliseQuery("রিয়েলমি সি৫৫").latin).toBe("realme c55");
    expect(normaliseQuery("র\u200D্যাম ৮ জিবি").latin).toBe("ram 8 gb");
  });

  it("gives an unknown Bangla word its sound, the same every time", () => {
    const first = normaliseQuery("ফোনটি ভালো");
    expect(first.latin).toBe("phone valo");
    expect(normaliseQuery("ফোনটি ভালো")).toEqual(first);
    expect(normaliseQuery("দারুণ কন্ডিশন").latin).toBe("darun condition");
  });

  it("keeps the Bangla letters typed, for text written in Bangla", () => {
    expect(normaliseQuery("গ্যালাক্সি এস২৩ ভালো").bangla).toEqual(["গ্যালাক্সি", "এস", "ভালো"]);
    expect(normaliseQuery("iphone 13").bangla).toEqual([]);
  });

  it("passes English through, lower-cased and split into words", () => {
    expect(normaliseQuery("  iPhone   13 Pro ")).toEqual({
      terms: ["iphone", "13", "pro"],
      latin: "iphone 13 pro",
      bangla: [],
      brand: "Apple",
    });
    expect(normaliseQuery("Galaxy-S23 Ultra").latin).toBe("galaxy s23 ultra");
    expect(normaliseQuery("battery cover charger").latin).toBe("battery cover charger");
    expect(normaliseQuery("")).toEqual({ terms: [], latin: "", bangla: [] });
    expect(normaliseQuery("!!! 🙂")).toEqual({ terms: [], latin: "", bangla: [] });
  });

  it("respells a Latin word that sounds like one word of the vocabulary", () => {
    expect(normaliseQuery("ifone 13").latin).toBe("iphone 13");
    expect(normaliseQuery("aifon 12 pro").latin).toBe("iphone 12 pro");
    expect(normaliseQuery("Galaxi S23").latin).toBe("galaxy s23");
    expect(normaliseQuery("shamsung").latin).toBe("samsung");
    // Known words, short words and model numbers stay as typed.
    expect(normaliseQuery("iphone pro max s23 a54 5g").latin).toBe("iphone pro max s23 a54 5g");
  });

  it("gives Latin letters and digits for any text of the Bangla block", () => {
    let seed = 29;
    const random = (below: number) => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % below;
    };
    for (let query = 0; query < 2000; query += 1) {
      const codes = Array.from({ length: 1 + random(12) }, () =>
        random(8) === 0 ? 0x20 : 0x0980 + random(0x80),
      );
      const text = String.fromCharCode(...codes);
      const normalised = normaliseQuery(text);
      expect(normalised.latin, text).toMatch(/^(?:[a-z0-9]+(?: [a-z0-9]+)*)?$/);
      expect(normaliseQuery(text)).toEqual(normalised);
    }
  });

  it("reads a word spelt with য় in one character or with a nukta the same", () => {
    expect(normaliseQuery("\u09B0\u09BF\u09DF\u09C7\u09B2\u09AE\u09BF").brand).toBe("Realme");
    expect(normaliseQuery("\u09B0\u09BF\u09AF\u09BC\u09C7\u09B2\u09AE\u09BF").brand).toBe("Realme");
  });
});

describe("the search vocabulary", () => {
  it("has every brand the site sells, in its order, and Other last", () => {
    const names = BRAND_WORDS.map((brand) => brand.name);
    expect(names).toEqual([...BRANDS]);
    expect(names.at(-1)).toBe("Other");
  });

  it("names each brand in Bangla: its words are spelt there, and no word names two", () => {
    const words = BRAND_WORDS.flatMap((brand) => brand.words);
    expect(new Set(words).size).toBe(words.length);
    for (const word of words) expect(BANGLA_SPELLINGS[word], word).toBeDefined();
    for (const brand of BRAND_WORDS) {
      if (brand.name === "Other") continue;
      const [word] = brand.words;
      expect(word, brand.name).toBeDefined();
      expect(normaliseQuery(BANGLA_SPELLINGS[word ?? ""]?.[0] ?? "").brand).toBe(brand.name);
    }
  });

  it("spells no Bangla word twice, and each as one word", () => {
    const spellings = Object.values(BANGLA_SPELLINGS)
      .flat()
      .map((word) => word.normalize("NFC"));
    expect(new Set(spellings).size).toBe(spellings.length);
    for (const word of spellings) expect(word).toMatch(/^[\u0980-\u09FF]+$/);
  });

  it("finds every district by its English and its Bangla name", () => {
    for (const district of LOCATIONS) {
      expect(normaliseQuery(district).district, district).toBe(district);
      expect(normaliseQuery(DISTRICT_BANGLA[district]).district, district).toBe(district);
    }
    for (const [district, names] of Object.entries(DISTRICT_OTHER_NAMES)) {
      for (const name of names.flat()) {
        expect(normaliseQuery(name ?? "").district, name).toBe(district);
      }
    }
  });
});

describe("partialTerms", () => {
  it("reads a Bangla word typed halfway as the vocabulary's words it begins", () => {
    expect(partialTerms("স্যাম")[0]).toContain("samsung");
    expect(partialTerms("আইফ")[0]).toContain("iphone");
    expect(partialTerms("গ্যালা")[0]).toContain("galaxy");
  });

  it("keeps each word's own Latin form, digits and mixed scripts included", () => {
    expect(partialTerms("iphone ১৩")).toEqual([["iphone"], ["13"]]);
    expect(partialTerms("আইফোন প্রো")).toEqual([["iphone"], ["pro"]]);
    expect(partialTerms("  -- ")).toEqual([]);
  });

  it("gives a halfway Latin word a sound that begins its whole word's", () => {
    for (const [typed, word] of [
      ["ifo", "iphone"],
      ["aifo", "iphone"],
      ["shams", "samsung"],
      ["galaxi", "galaxy"],
    ] as const) {
      expect(soundOf(word).startsWith(soundOf(typed)), typed).toBe(true);
    }
  });
});
