import { describe, expect, it } from "vitest";
import { BRAND_NAMES_BN, brandName } from "./brand-names";
import { BRANDS, MAIN_BRANDS } from "./constants";
import { priceGuideQuerySchema } from "./prices.schemas";
import { createProductSchema } from "./products.schemas";
import { normaliseQuery } from "./query-normaliser";
import { productSearchSchema } from "./search.schemas";
import { BANGLA_SPELLINGS, BRAND_WORDS } from "./search-vocabulary";

const listing = {
  name: "Redmi Note 13 Pro",
  img: "/images/abc.webp",
  passport: { imei: "352099001761481", official: true, batteryHealth: 86 },
  description: {
    resalePrice: 26000,
    originalPrice: 36000,
    yearsOfUse: "3 months",
    location: "Sylhet",
  },
};

describe("the brands", () => {
  it("are the search vocabulary's, the original site's three first and Other last", () => {
    expect(BRANDS).toHaveLength(19);
    expect(BRANDS.slice(0, 3)).toEqual([...MAIN_BRANDS]);
    expect(BRANDS.at(-1)).toBe("Other");
    expect(BRAND_WORDS.map((brand) => brand.name)).toEqual([...BRANDS]);
    for (const brand of ["Xiaomi", "Redmi", "Poco", "Realme", "Vivo", "Infinix", "Tecno"]) {
      expect(BRANDS).toContain(brand);
    }
    for (const brand of ["OnePlus", "Symphony", "Walton"]) expect(BRANDS).toContain(brand);
  });

  it("are named in Bangla as the vocabulary spells them first, and a search reads the name", () => {
    for (const brand of BRANDS) {
      const name = BRAND_NAMES_BN[brand];
      const [first] = BANGLA_SPELLINGS[brand.toLowerCase()] ?? [];
      expect(name.normalize("NFC"), brand).toBe(first?.normalize("NFC"));
      if (brand !== "Other") expect(normaliseQuery(name).brand, brand).toBe(brand);
    }
    expect(brandName("Walton", "bn")).toBe("ওয়ালটন");
    expect(brandName("Walton", "en")).toBe("Walton");
  });

  it("are each one a listing, a search and a price guide may name; no other is", () => {
    for (const brand of BRANDS) {
      expect(createProductSchema.safeParse({ ...listing, brand }).success, brand).toBe(true);
      expect(productSearchSchema.safeParse({ brand }).success, brand).toBe(true);
      const guide = { brand, name: "Note 13", storage: "256" };
      expect(priceGuideQuerySchema.safeParse(guide).success, brand).toBe(true);
    }
    for (const brand of ["Itel", "xiaomi", "Lava", ""]) {
      expect(createProductSchema.safeParse({ ...listing, brand }).success, brand).toBe(false);
      expect(productSearchSchema.safeParse({ brand }).success, brand).toBe(false);
    }
  });
});
