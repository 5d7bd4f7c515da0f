import { screen } from "@testing-library/react";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { activateLocale, loadCatalogPart } from "@/lib/i18n/i18n";
import { mockApi } from "@/test/mock-api";
import { renderProductForm } from "./product-form.test-helpers";

const GUIDE = "GET /api/products/price-guide";
const prices = { count: 12, prices: { low: 42000, median: 45000, high: 48500 } };

describe("the listing form's price guide", () => {
  let api: ReturnType<typeof mockApi>;
  beforeEach(() => {
    api = mockApi({
      [GUIDE]: ({ url }) =>
        url.searchParams.get("name") === "iPhone 13"
          ? { body: prices }
          : { body: { count: 2, prices: null } },
    });
  });
  afterAll(() => activateLocale("en"));

  it("shows what similar phones sell for once brand, model and storage are filled in", async () => {
    const user = renderProductForm();
    await user.type(screen.getByLabelText("Product Name"), "iPhone 13");
    expect(api.callsTo(GUIDE)).toEqual([]);
    await user.selectOptions(screen.getByLabelText("Storage"), "128");
    const guide = await screen.findByText("Similar phones sell for ৳42,000 – ৳48,500");
    expect(guide.parentElement?.textContent).toContain("From 12 listings of the last 90 days.");
    // Typing is debounced: one question, for the whole name.
    expect(api.callsTo(GUIDE).map((call) => call.url.search)).toEqual([
      "?brand=Apple&name=iPhone+13&storage=128",
    ]);
  });

  it("shows nothing while there are too few listings of the model", async () => {
    const user = renderProductForm();
    await user.type(screen.getByLabelText("Product Name"), "Nokia 3310");
    await user.selectOptions(screen.getByLabelText("Storage"), "64");
    await expect.poll(() => api.callsTo(GUIDE).length).toBe(1);
    expect(screen.queryByText(/Similar phones sell for/)).toBeNull();
  });

  it("speaks Bangla, with Bangla digits", async () => {
    await loadCatalogPart("find", "bn");
    await activateLocale("bn");
    const user = renderProductForm();
    await user.type(screen.getByLabelText("পণ্যের নাম"), "iPhone 13");
    await user.selectOptions(screen.getByLabelText("স্টোরেজ"), "128");
    const guide = await screen.findByText("একই রকম ফোন বিক্রি হয় ৳৪২,০০০ – ৳৪৮,৫০০ দামে");
    expect(guide.parentElement?.textContent).toContain("গত ৯০ দিনের ১২টি বিজ্ঞাপন থেকে।");
  });
});
