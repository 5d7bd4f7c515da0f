import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ReportedProduct } from "@/features/admin/api/admin-types";
import { ReportedProductsTable } from "./reported-products-table";

function reported(
  overrides: Partial<ReportedProduct> & Pick<ReportedProduct, "_id" | "name">,
): ReportedProduct {
  return {
    img: `/images/${overrides._id}.webp`,
    brand: "Apple",
    sellerName: "Rahim",
    sellerEmail: "rahim@example.com",
    sellerId: "seller-1",
    condition: null,
    storage: null,
    ram: null,
    colour: null,
    previousPrice: null,
    passport: null,
    sellerVerified: true,
    sellerTier: "identity",
    sellerShopName: null,
    sellerRating: { average: null, count: 0 },
    isAdvertised: false,
    status: "available",
    description: {
      resalePrice: 45000,
      originalPrice: 80000,
      yearsOfUse: "3 months",
      location: "Dhaka",
      date: "2025-01-05T10:00:00.000Z",
    },
    reportCount: 1,
    reports: [{ kind: "other", reason: null, date: "2025-01-07T10:00:00.000Z" }],
    ...overrides,
  };
}

const products = [
  reported({
    _id: "a",
    name: "iPhone 13",
    reportCount: 2,
    reports: [
      { kind: "stolen", reason: "Looks stolen", date: "2025-01-08T10:00:00.000Z" },
      { kind: "other", reason: null, date: "2025-01-06T10:00:00.000Z" },
    ],
  }),
  reported({ _id: "b", name: "Galaxy S21", brand: "Samsung", sellerEmail: "" }),
];

function renderTable(busyIds: string[] = []) {
  const onDismiss = vi.fn();
  const onDelete = vi.fn();
  render(
    <ReportedProductsTable
      products={products}
      busyIds={busyIds}
      onDismiss={onDismiss}
      onDelete={onDelete}
    />,
  );
  const table = screen.getByRole("table", { name: "Reported products" });
  const rows = within(table).getAllByRole("row").slice(1);
  return { table, rows, onDismiss, onDelete, user: userEvent.setup() };
}

describe("ReportedProductsTable", () => {
  it("has the five columns, with the card image and the price in taka", () => {
    const { table, rows } = renderTable();
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual(["Product", "Price", "Seller", "Reports", "Dismiss/Delete"]);
    expect(rows).toHaveLength(2);
    expect(table.querySelector("img")?.getAttribute("src")).toBe("/images/a-card.webp");
    expect(within(rows[0]!).getByText("৳45,000")).toBeDefined();
  });

  it("shows the seller's email, or Unrecognized when it is missing", () => {
    const { rows } = renderTable();
    const sellerCell = (row: HTMLElement) => within(row).getAllByRole("cell")[2]?.textContent;
    expect(sellerCell(rows[0]!)).toBe("rahim@example.com");
    expect(sellerCell(rows[1]!)).toBe("Unrecognized");
  });

  it("counts the reports and lists their kinds, reasons and dates", () => {
    const { rows } = renderTable();
    const reports = within(rows[0]!).getAllByRole("cell")[3]!;
    expect(reports.querySelector("summary")?.textContent).toBe(
      "2 reports for iPhone 13: show the reasons",
    );
    const reasons = within(reports).getAllByRole("listitem");
    expect(reasons.map((item) => item.textContent)).toEqual([
      "StolenLooks stolenJan 8, 2025",
      "OtherNo reason givenJan 6, 2025",
    ]);
    expect(within(rows[1]!).getByText("1 report")).toBeDefined();
  });

  it("names Dismiss and Delete for the product and hands it over", async () => {
    const { table, onDismiss, onDelete, user } = renderTable();
    await user.click(within(table).getByRole("button", { name: "Dismiss reports for iPhone 13" }));
    expect(onDismiss).toHaveBeenCalledWith(products[0]);
    await user.click(within(table).getByRole("button", { name: "Delete Galaxy S21" }));
    expect(onDelete).toHaveBeenCalledWith(products[1]);
  });

  it("disables a product's buttons while an action on it runs", () => {
    const { table } = renderTable(["b"]);
    expect(
      within(table).getByRole("button", { name: "Dismiss reports for Galaxy S21" }),
    ).toHaveProperty("disabled", true);
    expect(within(table).getByRole("button", { name: "Delete iPhone 13" })).toHaveProperty(
      "disabled",
      false,
    );
  });
});
