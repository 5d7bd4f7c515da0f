import type { MyProduct } from "@bechedaw/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { MyProductsTable } from "./my-products-table";

function product(overrides: Partial<MyProduct> & Pick<MyProduct, "_id" | "name">): MyProduct {
  return {
    img: `/images/${overrides._id}.webp`,
    brand: "Apple",
    sellerName: "Rahim",
    sellerId: "seller-1",
    condition: null,
    storage: null,
    ram: null,
    colour: null,
    previousPrice: null,
    passport: null,
    sellerVerified: false,
    sellerTier: "none",
    sellerShopName: null,
    sellerRating: { average: null, count: 0 },
    isAdvertised: false,
    status: "available",
    bookingCount: 0,
    favouriteCount: 0,
    rejectionReason: null,
    description: {
      resalePrice: 45000,
      originalPrice: 80000,
      yearsOfUse: "3 months",
      location: "Dhaka",
      date: "2025-01-05T10:00:00.000Z",
    },
    ...overrides,
  };
}

const products = [
  product({ _id: "a", name: "iPhone 12", bookingCount: 2, favouriteCount: 7 }),
  product({ _id: "b", name: "Galaxy S21", brand: "Samsung", isAdvertised: true }),
  product({ _id: "c", name: "Oppo A54", brand: "Oppo", status: "sold" }),
];

function renderTable(advertisingIds: string[] = []) {
  const onAdvertise = vi.fn();
  const onDelete = vi.fn();
  const onShowBookings = vi.fn();
  const onMarkSold = vi.fn();
  render(
    <MemoryRouter>
      <MyProductsTable
        products={products}
        advertisingIds={advertisingIds}
        onAdvertise={onAdvertise}
        onDelete={onDelete}
        onShowBookings={onShowBookings}
        onMarkSold={onMarkSold}
      />
    </MemoryRouter>,
  );
  const table = screen.getByRole("table", { name: "Your products" });
  return { table, onAdvertise, onDelete, onShowBookings, onMarkSold, user: userEvent.setup() };
}

describe("MyProductsTable", () => {
  it("has the six columns and a row per product", () => {
    const { table } = renderTable();
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual([
      "Product",
      "Price",
      "Bookings",
      "Saved by",
      "Available/Sold",
      "Edit/Advertise/Delete",
    ]);
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(within(table).getAllByText("৳45,000")).toHaveLength(3);
    const image = table.querySelector("img");
    expect(image?.getAttribute("src")).toBe("/images/a-card.webp");
  });

  it("says how many people saved each phone, and never who", () => {
    const { table } = renderTable();
    const saved = within(table).getByLabelText("iPhone 12: saved to favourites by 7");
    expect(saved.textContent).toBe("7");
  });

  it("shows the real status of each product", () => {
    const { table } = renderTable();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getByText(/^(Available|Sold)$/).textContent)).toEqual([
      "Available",
      "Available",
      "Sold",
    ]);
  });

  it("shows Advertised, disabled, once a product is advertised", () => {
    const { table } = renderTable();
    const advertised = within(table).getByRole("button", { name: "Advertised Galaxy S21" });
    expect(advertised.textContent).toBe("Advertised");
    expect(advertised).toHaveProperty("disabled", true);
  });

  it("does not let a sold product be advertised", () => {
    const { table } = renderTable();
    expect(within(table).getByRole("button", { name: "Advertise Oppo A54" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("links each available product to its edit page, and says why a sold one has none", () => {
    const { table } = renderTable();
    const edit = within(table).getByRole("link", { name: "Edit iPhone 12" });
    expect(edit.getAttribute("href")).toBe("/dashboard/my-products/a/edit");
    expect(edit.textContent).toBe("Edit");
    const sold = within(table).getByRole("button", { name: "Edit Oppo A54" });
    expect(sold).toHaveProperty("disabled", true);
    expect(sold.title).toBe("A sold phone can't be edited.");
    expect(within(table).queryByRole("link", { name: "Edit Oppo A54" })).toBeNull();
  });

  it("hands the chosen product to Advertise and Delete", async () => {
    const { table, onAdvertise, onDelete, user } = renderTable();
    await user.click(within(table).getByRole("button", { name: "Advertise iPhone 12" }));
    expect(onAdvertise).toHaveBeenCalledWith(products[0]);
    await user.click(within(table).getByRole("button", { name: "Delete Oppo A54" }));
    expect(onDelete).toHaveBeenCalledWith(products[2]);
  });

  it("counts the open bookings and opens them for the chosen product", async () => {
    const { table, onShowBookings, user } = renderTable();
    const bookings = within(table).getByRole("button", {
      name: "Show bookings for iPhone 12 (2 open)",
    });
    expect(bookings.textContent).toBe("2");
    await user.click(bookings);
    expect(onShowBookings).toHaveBeenCalledWith(products[0]);
  });

  it("offers Mark as sold only on available products", async () => {
    const { table, onMarkSold, user } = renderTable();
    const markButtons = within(table).getAllByRole("button", { name: /^Mark as sold/ });
    expect(markButtons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Mark as sold: iPhone 12",
      "Mark as sold: Galaxy S21",
    ]);
    await user.click(markButtons[1]!);
    expect(onMarkSold).toHaveBeenCalledWith(products[1]);
  });

  it("disables Advertise while that product is being advertised", () => {
    const { table } = renderTable(["a"]);
    expect(within(table).getByRole("button", { name: "Advertise iPhone 12" })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("also lays each product out as a card of labelled values for narrow screens", () => {
    renderTable();
    const cards = within(screen.getByRole("list", { name: "Your products" })).getAllByRole(
      "listitem",
    );
    expect(cards).toHaveLength(3);
    const sold = cards[2]!;
    expect(within(sold).getByText("Oppo A54").tagName).toBe("P");
    const terms = within(sold).getAllByRole("term");
    expect(terms.map((term) => term.textContent)).toEqual([
      "Price",
      "Bookings",
      "Saved by",
      "Available/Sold",
      "Edit/Advertise/Delete",
    ]);
    expect(terms[3]?.nextElementSibling?.textContent).toBe("Sold");
  });

  it("says a held listing waits for review and shows a rejected one's reason, neither advertised", () => {
    render(
      <MemoryRouter>
        <MyProductsTable
          products={[
            product({ _id: "h", name: "iPhone 14", status: "held" }),
            product({
              _id: "r",
              name: "Galaxy S22",
              status: "rejected",
              rejectionReason: "The photos show another phone.",
            }),
          ]}
          advertisingIds={[]}
          onAdvertise={vi.fn()}
          onDelete={vi.fn()}
          onShowBookings={vi.fn()}
          onMarkSold={vi.fn()}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole("table", { name: "Your products" });
    const [held, rejected] = within(table).getAllByRole("row").slice(1);
    expect(within(held!).getByText("Waiting for review").className).toContain("badge-warning");
    expect(within(held!).queryByRole("button", { name: /^Mark as sold/ })).toBeNull();
    expect(within(rejected!).getByText("Rejected").className).toContain("badge-error");
    expect(within(rejected!).getByText("Reason: The photos show another phone.")).toBeTruthy();
    for (const [row, name] of [
      [held!, "iPhone 14"],
      [rejected!, "Galaxy S22"],
    ] as const) {
      const advertise = within(row).getByRole("button", { name: `Advertise ${name}` });
      expect(advertise).toHaveProperty("disabled", true);
      expect(advertise.title).toBe("Only a phone buyers can see can be advertised.");
      // Editing is how a rejected listing goes back for review.
      expect(within(row).getByRole("link", { name: `Edit ${name}` })).toBeTruthy();
    }
  });
});
