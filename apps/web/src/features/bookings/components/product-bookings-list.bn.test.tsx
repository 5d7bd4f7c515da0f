import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { ProductBookingsList } from "./product-bookings-list";

describe("a phone's bookings in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  it("names every fact, the district, the price and the date in Bangla", () => {
    render(
      <MemoryRouter>
        <ProductBookingsList
          bookings={[
            {
              _id: "a",
              buyerName: "Karim",
              userPhone: "01712345678",
              userLocation: "Gazipur",
              price: 45000,
              status: "sold",
              date: "2025-01-06T10:00:00.000Z",
            },
          ]}
        />
      </MemoryRouter>,
    );
    const [item] = within(screen.getByRole("list", { name: "বুকিং" })).getAllByRole("listitem");
    const facts = within(item!)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      "ফোন: 01712345678",
      "দেখা করার জায়গা: গাজীপুর",
      "দাম: ৳৪৫,০০০",
      "বুকিংয়ের তারিখ: ৬ জানু, ২০২৫",
    ]);
    expect(within(item!).getByText("এই ক্রেতার কাছে বিক্রি হয়েছে").className).toContain("badge");
  });
});
