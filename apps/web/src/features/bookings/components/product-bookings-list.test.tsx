import type { ProductBooking } from "@bechedaw/shared";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ProductBookingsList } from "./product-bookings-list";

function booking(overrides: Partial<ProductBooking> & Pick<ProductBooking, "_id" | "buyerName">) {
  return {
    userPhone: "01712345678",
    userLocation: "Dhaka",
    price: 45000,
    status: "booked",
    date: "2025-01-06T10:00:00.000Z",
    ...overrides,
  } satisfies ProductBooking;
}

const bookings = [
  // Not accepted yet: the server gives no number.
  booking({ _id: "a", buyerName: "Karim", userLocation: "Gazipur", userPhone: null }),
  booking({ _id: "b", buyerName: "Salma", status: "sold", userPhone: "+8801912345678" }),
  booking({ _id: "c", buyerName: "Nadia", status: "ended" }),
  booking({ _id: "d", buyerName: "Rumi", status: "accepted" }),
];

function renderList() {
  render(
    <MemoryRouter>
      <ProductBookingsList bookings={bookings} />
    </MemoryRouter>,
  );
  const items = within(screen.getByRole("list", { name: "Bookings" })).getAllByRole("listitem");
  return { items };
}

describe("ProductBookingsList", () => {
  it("shows each buyer's name (never an email address), meeting place, price, date and status", () => {
    const { items } = renderList();
    const karim = items[0]!;
    expect(within(karim).getAllByRole("paragraph")[0]?.textContent).toBe("Karim");
    const facts = within(karim)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      "Phone: Shown once you accept",
      "Meeting place: Gazipur",
      "Price: ৳45,000",
      "Booked on: Jan 6, 2025",
    ]);
    expect(karim.textContent).not.toContain("@");
    expect(within(karim).queryByRole("link", { name: /@/ })).toBeNull();
    expect(
      items.map(
        (item) =>
          within(item).getByText(/^(Waiting for you|Sold to this buyer|Ended|Accepted)$/)
            .textContent,
      ),
    ).toEqual(["Waiting for you", "Sold to this buyer", "Ended", "Accepted"]);
  });

  it("links each phone number for calling", () => {
    const { items } = renderList();
    const phone = within(items[1]!).getByRole("link", { name: "+8801912345678" });
    expect(phone.getAttribute("href")).toBe("tel:+8801912345678");
  });

  it("links every booking to its deal, and sells through the deal only", () => {
    const { items } = renderList();
    const links = items.map((item) =>
      within(item).getByRole("link", { name: /^Open the deal with / }),
    );
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      "/dashboard/deals/a",
      "/dashboard/deals/b",
      "/dashboard/deals/c",
      "/dashboard/deals/d",
    ]);
    expect(screen.queryByRole("button", { name: /Sell to this buyer/ })).toBeNull();
  });
});
