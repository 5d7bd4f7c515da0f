import type { Order } from "@bechedaw/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { OrdersTable } from "./orders-table";

const SOLD_ORDER_HINT = "This phone was sold to you, so the booking can't be cancelled.";

function order(overrides: Partial<Order> & Pick<Order, "_id" | "productName">): Order {
  return {
    productId: `p-${overrides._id}`,
    productImg: `/images/${overrides._id}.webp`,
    productPrice: 45000,
    userLocation: "Dhaka",
    userPhone: "01712345678",
    status: "booked",
    date: "2025-01-06T10:00:00.000Z",
    ...overrides,
  };
}

const orders = [
  order({ _id: "a", productName: "iPhone 12" }),
  order({ _id: "b", productName: "Galaxy S21", status: "sold", userLocation: "Gazipur" }),
  order({ _id: "c", productName: "Oppo A54", status: "ended", productPrice: 12500 }),
];

function renderTable() {
  const onCancel = vi.fn();
  render(<OrdersTable orders={orders} onCancel={onCancel} />, { wrapper: MemoryRouter });
  const table = screen.getByRole("table", { name: "Your orders" });
  return { table, onCancel, user: userEvent.setup() };
}

describe("OrdersTable", () => {
  it("has the product, price, meeting place, status and delete columns", () => {
    const { table } = renderTable();
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual(["Product", "Price", "Location", "Status", "Delete"]);
    const first = within(table).getAllByRole("row")[1]!;
    const cells = within(first)
      .getAllByRole("cell")
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 4)).toEqual([
      "iPhone 12",
      "৳45,000",
      "Dhaka",
      "Waiting for the sellerOpen the deal",
    ]);
    expect(first.querySelector("img")?.getAttribute("src")).toBe("/images/a-card.webp");
  });

  it("shows each booking's status in the buyer's words", () => {
    const { table } = renderTable();
    const statuses = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => within(row).getAllByRole("cell")[3]?.querySelector(".badge")?.textContent);
    expect(statuses).toEqual(["Waiting for the seller", "Sold to you", "Ended"]);
  });

  it("links each booking to its deal page", () => {
    const { table } = renderTable();
    const link = within(table).getByRole("link", { name: "Open the deal for Galaxy S21" });
    expect(link.getAttribute("href")).toBe("/dashboard/deals/b");
  });

  it("does not let a booking of a phone sold to the buyer be cancelled, and says why", () => {
    const { table } = renderTable();
    const sold = within(table).getByRole("button", { name: "Delete the booking of Galaxy S21" });
    expect(sold).toHaveProperty("disabled", true);
    const soldRow = sold.closest("tr")!;
    expect(within(soldRow).getAllByRole("cell")[4]?.textContent).toBe(`Delete${SOLD_ORDER_HINT}`);
    for (const name of ["iPhone 12", "Oppo A54"]) {
      const button = within(table).getByRole("button", { name: `Delete the booking of ${name}` });
      expect(button).toHaveProperty("disabled", false);
    }
  });

  it("hands the chosen booking to Delete", async () => {
    const { table, onCancel, user } = renderTable();
    await user.click(within(table).getByRole("button", { name: "Delete the booking of Oppo A54" }));
    expect(onCancel).toHaveBeenCalledWith(orders[2]);
  });

  it("also lays each booking out as a card for narrow screens", () => {
    renderTable();
    const cards = within(screen.getByRole("list", { name: "Your orders" })).getAllByRole(
      "listitem",
    );
    expect(cards).toHaveLength(3);
    const terms = within(cards[1]!).getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual([
      "Price",
      "Location",
      "Status",
      "Delete",
    ]);
    expect(terms[2]?.nextElementSibling?.querySelector(".badge")?.textContent).toBe("Sold to you");
  });
});
