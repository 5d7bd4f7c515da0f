import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale, loadCatalogPart } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/mock-api";
import type { SearchFilters } from "../search-params";
import { FilterSheet, showLabel } from "./filter-sheet";

const NO_FILTERS: SearchFilters = { q: "", verified: false, sort: "newest" };

/** A search API that counts 7 phones, 2 of them Apple, 1 Apple up to ৳50,000. */
function countingApi() {
  return mockApi({
    "GET /api/products": ({ url }) => {
      const brand = url.searchParams.get("category");
      const max = url.searchParams.get("maxPrice");
      const count = brand === "Apple" ? (max ? "1" : "2") : "7";
      return { body: [], headers: { "x-result-count": count } };
    },
  });
}

function renderSheet(filters = NO_FILTERS, activeCount = 0) {
  const onApply = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <FilterSheet filters={filters} activeCount={activeCount} onApply={onApply} />
    </QueryClientProvider>,
  );
  return { onApply, user: userEvent.setup() };
}

describe("FilterSheet, the filters on a phone's screen", () => {
  beforeAll(() => {
    // jsdom has no modal dialogs: open and close them as a browser would, with the close event.
    HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event("close"));
    };
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("shows how many phones the chosen filters match, applies them and closes", async () => {
    const api = countingApi();
    const { onApply, user } = renderSheet();
    const opener = screen.getByRole("button", { name: "Filters" });
    await user.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Filters" });
    expect(await within(dialog).findByRole("button", { name: "Show 7 phones" })).toBeDefined();

    await user.selectOptions(within(dialog).getByLabelText("Brand"), "Apple");
    await user.type(within(dialog).getByLabelText("Up to"), "50,000");
    const show = await within(dialog).findByRole("button", { name: "Show 1 phone" });
    // Typing waits for the reader to stop: not one request a key.
    expect(api.callsTo("GET /api/products").length).toBeLessThanOrEqual(3);

    await user.click(show);
    expect(onApply).toHaveBeenCalledWith({ ...NO_FILTERS, brand: "Apple", maxPrice: 50000 });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("closes without applying on Cancel, and opens again with the filters in use", async () => {
    countingApi();
    const applied = { ...NO_FILTERS, brand: "Apple" as const };
    const { onApply, user } = renderSheet(applied, 1);
    const opener = screen.getByRole("button", { name: "Filters 1 filter on" });
    await user.click(opener);
    let dialog = screen.getByRole("dialog", { name: "Filters" });
    await user.selectOptions(within(dialog).getByLabelText("Brand"), "");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);

    await user.click(opener);
    dialog = screen.getByRole("dialog", { name: "Filters" });
    expect(within(dialog).getByLabelText<HTMLSelectElement>("Brand").value).toBe("Apple");
    expect(await within(dialog).findByRole("button", { name: "Show 2 phones" })).toBeDefined();
  });

  it("keeps a wrong price range open with what is wrong, and gives no number for it", async () => {
    countingApi();
    const { onApply, user } = renderSheet();
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const dialog = screen.getByRole("dialog", { name: "Filters" });
    await user.type(within(dialog).getByLabelText("From"), "9000");
    await user.type(within(dialog).getByLabelText("Up to"), "500");
    const show = within(dialog).getByRole("button", { name: "Show phones" });
    await user.click(show);
    expect(onApply).not.toHaveBeenCalled();
    expect(within(dialog).getByRole("alert").textContent).not.toBe("");
    expect(within(dialog).getByLabelText("From").getAttribute("aria-invalid")).toBe("true");
  });

  it("clears the draft, not the search, until applied", async () => {
    countingApi();
    const { onApply, user } = renderSheet({ ...NO_FILTERS, brand: "Apple", verified: true }, 2);
    await user.click(screen.getByRole("button", { name: "Filters 2 filters on" }));
    const dialog = screen.getByRole("dialog", { name: "Filters" });
    await user.click(within(dialog).getByRole("button", { name: "Clear filters" }));
    expect(onApply).not.toHaveBeenCalled();
    await user.click(await within(dialog).findByRole("button", { name: "Show 7 phones" }));
    expect(onApply).toHaveBeenCalledWith(NO_FILTERS);
  });
});

describe("showLabel", () => {
  afterAll(() => activateLocale("en"));

  it("names the count as the search gives it, in both languages", async () => {
    expect(showLabel("1")).toBe("Show 1 phone");
    expect(showLabel("12")).toBe("Show 12 phones");
    expect(showLabel("1000+")).toBe("Show more than 1,000 phones");
    expect(showLabel(null)).toBe("Show phones");
    await loadCatalogPart("find", "bn");
    await activateLocale("bn");
    expect(showLabel("12")).toBe("১২টি ফোন দেখুন");
    expect(showLabel("1000+")).toBe("১,০০০টির বেশি ফোন দেখুন");
    expect(showLabel(null)).toBe("ফোন দেখুন");
  });
});
