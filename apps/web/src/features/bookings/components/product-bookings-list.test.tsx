import type { ProductBooking } from "@bechedaw/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ProductBookingsList } from "./product-bookings-list";

function booking(overrides: Partial<ProductBooking> & Pick<ProductBooking, "_id" | "buyerName">) {
  return {
    buyerEmail: `${overrides.buyerName.toLowerCase()}@example.com`,
    userPhone: "01712345678",
    userLocation: "Dhaka",
    price: 45000,
    status: "booked",
    date: "2025-01-06T10:00:00.000Z",
    ...overrides,
  } satisfies ProductBooking;
}

const bookings = [
  booking({ _id: "a", buyerName: "Karim", userLocation: "Gazipur" }),
  booking({ _id: "b", buyerName: "Salma", status: "sold", userPhone: "+8801912345678" }),
  booking({ _id: "c", buyerName: "Nadia", status: "ended" }),
];

function renderList() {
  const onSell = vi.fn();
  render(<ProductBookingsList bookings={bookings} onSell={onSell} />, { wrapper: MemoryRouter });
  const items = within(screen.getByRole("list", { name: "Bookings" })).getAllByRole("listitem");
  return { items, onSell, user: userEvent.setup() };
}

describe("ProductBookingsList", () => {
  it("shows each buyer's name, email, meeting place, price, date and status", () => {
    const { items } = renderList();
    const karim = items[0]!;
    expect(within(karim).getAllByRole("paragraph")[0]?.textContent).toBe("Karim");
    const facts = within(karim)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(facts).toEqual([
      "Phone: 01712345678",
      "Email: karim@example.com",
      "Meeting place: Gazipur",
      "Price: ৳45,000",
      "Booked on: Jan 6, 2025",
    ]);
    expect(
      within(karim).getByRole("link", { name: "karim@example.com" }).getAttribute("href"),
    ).toBe("mailto:karim@example.com");
    expect(
      items.map(
        (item) =>
          within(item).getByText(/^(Waiting for you|Sold to this buyer|Ended)$/).textContent,
      ),
    ).toEqual(["Waiting for you", "Sold to this buyer", "Ended"]);
  });

  it("links each phone number for calling", () => {
    const { items } = renderList();
    const phone = within(items[1]!).getByRole("link", { name: "+8801912345678" });
    expect(phone.getAttribute("href")).toBe("tel:+8801912345678");
  });

  it("offers Sell to this buyer only on open bookings", async () => {
    const { items, onSell, user } = renderList();
    const buttons = screen.getAllByRole("button", { name: /^Sell to this buyer/ });
    expect(buttons).toHaveLength(1);
    expect(within(items[0]!).getByRole("button", { name: "Sell to this buyer, Karim" })).toBe(
      buttons[0],
    );
    await user.click(buttons[0]!);
    expect(onSell).toHaveBeenCalledWith(bookings[0]);
  });
});
