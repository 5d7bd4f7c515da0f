import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  filtersFromParams,
  hasFilters,
  paramsOf,
  parsePrice,
  readPriceRange,
} from "./search-params";

describe("search filters in the address", () => {
  it("reads every filter and writes it back the same, defaults left out", () => {
    const address =
      "q=iphone+13&brand=Apple&minPrice=10000&maxPrice=50000&location=Sylhet&condition=good&storage=128&verified=true&sort=price-asc";
    const filters = filtersFromParams(new URLSearchParams(address));
    expect(filters).toEqual({
      q: "iphone 13",
      brand: "Apple",
      minPrice: 10000,
      maxPrice: 50000,
      location: "Sylhet",
      condition: "good",
      storage: 128,
      verified: true,
      sort: "price-asc",
    });
    expect(paramsOf(filters).toString()).toBe(address);
    expect(paramsOf(filtersFromParams(new URLSearchParams("sort=newest"))).toString()).toBe("");
  });

  it("leaves out what it does not know instead of failing", () => {
    const filters = filtersFromParams(
      new URLSearchParams(
        "brand=Sony&location=Paris&condition=new&storage=100&sort=cheap&minPrice=-5",
      ),
    );
    expect(hasFilters(filters)).toBe(false);
    expect(filters.sort).toBe("newest");
  });

  it("takes the brand from a category path, and the original API's category as a brand", () => {
    expect(filtersFromParams(new URLSearchParams("brand=Oppo"), "Samsung").brand).toBe("Samsung");
    expect(filtersFromParams(new URLSearchParams("category=apple")).brand).toBe("Apple");
    expect(paramsOf(filtersFromParams(new URLSearchParams(), "Apple"), false).toString()).toBe("");
  });

  it("reads prices typed in Bangla digits, with separators", () => {
    expect(parsePrice("৪৫,০০০")).toBe(45000);
    expect(parsePrice(" 12 000 ")).toBe(12000);
    expect(parsePrice("12.5")).toBeUndefined();
    expect(parsePrice("99999999")).toBeUndefined();
  });
});

describe("a typed price range and the filters on", () => {
  it("reads a range in either language's digits, or says what is wrong", () => {
    expect(readPriceRange("১০,০০০", "")).toEqual({ minPrice: 10000, maxPrice: undefined });
    expect(readPriceRange(" ", "50000")).toEqual({ minPrice: undefined, maxPrice: 50000 });
    expect(readPriceRange("ten", "")).toEqual({ error: "invalid" });
    expect(readPriceRange("9000", "500")).toEqual({ error: "swapped" });
  });

  it("counts each filter once, a price range as one, a category page's brand not at all", () => {
    const none = { q: "x", verified: false, sort: "newest" } as const;
    expect(activeFilterCount(none)).toBe(0);
    const some = { ...none, brand: "Apple", minPrice: 1, maxPrice: 2, verified: true } as const;
    expect(activeFilterCount(some)).toBe(3);
    expect(activeFilterCount(some, false)).toBe(2);
  });

  it("sorts a search with words by best match unless told otherwise, and one without by newest", () => {
    const read = (query: string) => filtersFromParams(new URLSearchParams(query));
    expect(read("q=iphone").sort).toBe("relevance");
    expect(read("q=iphone&sort=newest").sort).toBe("newest");
    expect(read("").sort).toBe("newest");
    expect(read("sort=relevance").sort).toBe("newest");
    expect(paramsOf(read("q=iphone")).toString()).toBe("q=iphone");
    expect(paramsOf(read("q=iphone&sort=newest")).toString()).toBe("q=iphone&sort=newest");
    expect(paramsOf({ ...read("q=iphone"), q: "" }).toString()).toBe("");
  });
});
