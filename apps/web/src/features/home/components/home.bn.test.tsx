import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { CategoriesSection } from "./categories-section";
import { HomeBanner } from "./home-banner";

describe("the home page's banner and categories in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  it("greets in Bangla, names its picture and every brand in Bangla", () => {
    render(
      <MemoryRouter>
        <HomeBanner />
        <CategoriesSection />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(
      "আপনার পুরোনো ফোন এখানে বেচুন/কিনুন",
    );
    expect(screen.getByRole("img").getAttribute("aria-labelledby")).not.toBeNull();
    expect(screen.getByTitle("টাকার দামের ট্যাগের ওপর দিয়ে দুটি পুরোনো ফোনের হাতবদল").tagName).toBe(
      "title",
    );
    expect(screen.getByRole("link", { name: "এখনই কিনুন" }).getAttribute("href")).toBe("/phones");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("ক্যাটাগরি");
    const brandLinks = screen.getAllByRole("link", { name: /অ্যাপল|স্যামসাং|অপো|শাওমি|অন্যান্য/ });
    expect(brandLinks.map((link) => link.getAttribute("href"))).toEqual([
      "/category/Apple",
      "/category/Samsung",
      "/category/Oppo",
      "/category/Xiaomi",
      "/category/Other",
    ]);
    const more = screen.getByRole("list", { name: "আরও ব্র্যান্ড" });
    expect(within(more).getAllByRole("link")).toHaveLength(16);
    expect(within(more).getByRole("link", { name: "ওয়ালটন" }).getAttribute("href")).toBe(
      "/category/Walton",
    );
  });
});
