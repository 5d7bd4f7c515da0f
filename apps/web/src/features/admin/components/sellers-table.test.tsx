import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AdminUser } from "@/features/admin/api/admin-types";
import { SellersTable } from "./sellers-table";

const sellers: AdminUser[] = [
  {
    _id: "s1",
    name: "Rahim Electronics",
    email: "rahim@example.com",
    role: "Seller",
    verified: true,
  },
  { _id: "s2", name: "Karim Phones", email: "karim@example.com", role: "Seller", verified: false },
];

function renderTable(busyIds: string[] = []) {
  const onVerify = vi.fn();
  const onDelete = vi.fn();
  render(
    <SellersTable sellers={sellers} busyIds={busyIds} onVerify={onVerify} onDelete={onDelete} />,
  );
  const table = screen.getByRole("table", { name: "All sellers" });
  const rows = within(table).getAllByRole("row").slice(1);
  return { table, rows, onVerify, onDelete, user: userEvent.setup() };
}

describe("SellersTable", () => {
  it("has the four columns and a row per seller", () => {
    const { table, rows } = renderTable();
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual(["Name", "Email", "Role", "Verify/Delete"]);
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByText("karim@example.com")).toBeDefined();
    expect(within(rows[1]!).getByText("Seller")).toBeDefined();
  });

  it("shows the tick only beside verified sellers", () => {
    const { rows } = renderTable();
    expect(within(rows[0]!).queryByRole("img", { name: "Verified seller" })).not.toBeNull();
    expect(within(rows[1]!).queryByRole("img", { name: "Verified seller" })).toBeNull();
  });

  it("offers Verify only to unverified sellers, Delete to all", () => {
    const { table } = renderTable();
    const verify = within(table).getAllByRole("button", { name: /^Verify/ });
    expect(verify.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Verify Karim Phones",
    ]);
    expect(within(table).getAllByRole("button", { name: /^Delete/ })).toHaveLength(2);
  });

  it("hands the chosen seller to Verify and Delete", async () => {
    const { table, onVerify, onDelete, user } = renderTable();
    await user.click(within(table).getByRole("button", { name: "Verify Karim Phones" }));
    expect(onVerify).toHaveBeenCalledWith(sellers[1]);
    await user.click(within(table).getByRole("button", { name: "Delete Rahim Electronics" }));
    expect(onDelete).toHaveBeenCalledWith(sellers[0]);
  });

  it("disables a seller's buttons while an action on them runs", () => {
    const { table } = renderTable(["s2"]);
    expect(within(table).getByRole("button", { name: "Verify Karim Phones" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(table).getByRole("button", { name: "Delete Karim Phones" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(table).getByRole("button", { name: "Delete Rahim Electronics" })).toHaveProperty(
      "disabled",
      false,
    );
  });

  it("also lays each seller out as a card for narrow screens", () => {
    renderTable();
    const cards = within(screen.getByRole("list", { name: "All sellers" })).getAllByRole(
      "listitem",
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole("img", { name: "Verified seller" })).toBeDefined();
    expect(
      within(cards[0]!)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Email", "Role", "Verify/Delete"]);
  });
});
