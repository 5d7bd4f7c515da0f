import { render, screen } from "@testing-library/react";
import { afterAll, describe, expect, it } from "vitest";
import { activateLocale, loadCatalogPart } from "@/lib/i18n/i18n";
import { AdvanceWarning, PriceWarning } from "./price-warning";

describe("PriceWarning", () => {
  afterAll(() => activateLocale("en"));

  it("warns buyers of an unusually low price, with what similar phones sell for", () => {
    render(<PriceWarning warning={{ median: 50000 }} />);
    const note = screen.getByRole("note");
    expect(note.textContent).toContain("Unusually low price. Never pay an advance.");
    expect(note.textContent).toContain("Similar phones sell for about ৳50,000.");
  });

  it("says nothing of a usual price", () => {
    const { container } = render(<PriceWarning warning={null} />);
    expect(container.textContent).toBe("");
  });

  it("warns in Bangla, with Bangla digits", async () => {
    await loadCatalogPart("find", "bn");
    await activateLocale("bn");
    render(<PriceWarning warning={{ median: 50000 }} />);
    const note = screen.getByRole("note");
    expect(note.textContent).toContain("অস্বাভাবিক কম দাম। কখনো অগ্রিম টাকা দেবেন না।");
    expect(note.textContent).toContain("প্রায় ৳৫০,০০০-এ বিক্রি হয়");
  });
});

describe("AdvanceWarning", () => {
  afterAll(() => activateLocale("en"));

  it("warns buyers of a listing whose words ask for money in advance, in both languages", async () => {
    const { unmount } = render(<AdvanceWarning asksForAdvance />);
    expect(screen.getByRole("note").textContent).toContain(
      "This listing asks for money in advance.",
    );
    unmount();
    await loadCatalogPart("find", "bn");
    await activateLocale("bn");
    render(<AdvanceWarning asksForAdvance />);
    expect(screen.getByRole("note").textContent).toContain("এই বিজ্ঞাপনে আগে টাকা চাওয়া হয়েছে।");
  });

  it("says nothing of a listing that asks for nothing", () => {
    const { container } = render(<AdvanceWarning asksForAdvance={false} />);
    expect(container.textContent).toBe("");
  });
});
