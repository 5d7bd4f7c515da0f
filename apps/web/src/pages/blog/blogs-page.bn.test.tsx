import { render, screen, within } from "@testing-library/react";
import { Suspense } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadArticles } from "@/features/blog/articles/load-articles";
import { activateLocale, loadCatalogPart } from "@/lib/i18n/i18n";
import BlogsPage from "./blogs-page";

const questions = [
  "React অ্যাপে স্টেট সামলানোর কী কী উপায় আছে?",
  "JavaScript-এ প্রোটোটাইপাল ইনহেরিটেন্স কীভাবে কাজ করে?",
  "ইউনিট টেস্ট কী, আর কেন আমাদের ইউনিট টেস্ট লেখা উচিত?",
  "React, Angular না Vue: কোনটি কেমন?",
];

describe("BlogsPage in Bangla", () => {
  beforeAll(async () => {
    await Promise.all([loadCatalogPart("blog", "bn"), loadArticles("bn")]);
    await activateLocale("bn");
  });
  afterAll(() => activateLocale("en"));

  it("shows the four articles in Bangla, with the same anchors and code as in English", async () => {
    const { container } = render(
      <Suspense fallback={<p>Loading</p>}>
        <BlogsPage />
      </Suspense>,
    );
    expect(await screen.findByRole("heading", { level: 1, name: "ব্লগ" })).toBeDefined();
    const headings = screen.getAllByRole("heading", { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual(questions);

    const nav = screen.getByRole("navigation", { name: "এই পাতার লেখাগুলো" });
    const anchors = within(nav)
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(anchors).toEqual([
      "#state-management",
      "#prototypal-inheritance",
      "#unit-testing",
      "#react-angular-vue",
    ]);

    const table = screen.getByRole("table", { name: "React, Angular ও Vue-এর তুলনা" });
    expect(within(table).getByRole("rowheader", { name: "শেখার কাঠিন্য" })).toBeDefined();
    expect(container.querySelector("pre > code")?.textContent).toContain("useState");
    expect(screen.queryByText(/What is a unit test/)).toBeNull();
  });
});
