import { describe, expect, it } from "vitest";
import { chooseLocale, localeFromAcceptLanguage } from "./locale";

describe("localeFromAcceptLanguage", () => {
  it("takes the first spoken language by quality", () => {
    expect(localeFromAcceptLanguage("bn-BD,bn;q=0.9,en;q=0.8")).toBe("bn");
    expect(localeFromAcceptLanguage("fr;q=1, en;q=0.5, bn;q=0.7")).toBe("bn");
    expect(localeFromAcceptLanguage("en-GB,en;q=0.9")).toBe("en");
  });

  it("ignores languages the site does not speak and refused ones", () => {
    expect(localeFromAcceptLanguage("fr,de;q=0.8")).toBeUndefined();
    expect(localeFromAcceptLanguage("bn;q=0, en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
    expect(localeFromAcceptLanguage("")).toBeUndefined();
  });
});

describe("chooseLocale", () => {
  it("prefers the link's ?lang=, then the cookie, then the browser, then English", () => {
    expect(chooseLocale({ query: "bn", cookie: "en", acceptLanguage: "en" })).toBe("bn");
    expect(chooseLocale({ query: "xx", cookie: "bn", acceptLanguage: "en" })).toBe("bn");
    expect(chooseLocale({ cookie: "zz", acceptLanguage: "bn" })).toBe("bn");
    expect(chooseLocale({})).toBe("en");
  });
});
