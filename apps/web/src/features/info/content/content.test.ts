import { describe, expect, it } from "vitest";
import { pages as bn } from "./bn";
import { pages as en } from "./en";
import { INFO_PAGES } from "./types";

describe("the site's own pages", () => {
  it("have the same pages, sections and paragraphs in both languages", () => {
    for (const key of INFO_PAGES) {
      const shape = (page: typeof en.about) => page.sections.map((s) => s.paragraphs.length);
      expect(shape(bn[key]), key).toEqual(shape(en[key]));
      expect(bn[key].title, key).not.toBe(en[key].title);
    }
  });

  it("say nothing empty", () => {
    for (const pages of [en, bn]) {
      for (const key of INFO_PAGES) {
        const texts = [
          pages[key].title,
          pages[key].intro,
          ...pages[key].sections.flatMap((s) => [s.heading, ...s.paragraphs]),
        ];
        for (const text of texts) expect(text.trim().length, key).toBeGreaterThan(3);
      }
    }
  });
});
