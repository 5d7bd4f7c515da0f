import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { AdminUser } from "@/features/admin/api/admin-types";
import { BuyersTable } from "./buyers-table";

const buyers: AdminUser[] = [
  { _id: "b1", name: "Nadia", email: "nadia@example.com", role: "Buyer", verified: false },
  { _id: "b2", name: "Sumon", email: "sumon@example.com", role: "Buyer", verified: false },
];

function renderTable(busyIds: string[] = []) {
  const onMakeAdmin = vi.fn();
  const onDelete = vi.fn();
  render(
    <BuyersTable buyers={buyers} busyIds={busyIds} onMakeAdmin={onMakeAdmin} onDelete={onDelete} />,
  );
  const table = screen.getByRole("table", { name: "All buyers" });
  return { table, onMakeAdmin, onDelete, user: userEvent.setup() };
}

describe("BuyersTable", () => {
  it("has the four columns and a row per buyer", () => {
    const { table } = renderTable();
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual(["Name", "Email", "Role", "Make Admin/Delete"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "Nadia",
      "Sumon",
    ]);
    expect(within(rows[0]!).getByText("nadia@example.com")).toBeDefined();
    expect(within(rows[0]!).getByText("Buyer")).toBeDefined();
  });

  it("offers Make Admin and Delete for every buyer, named for them", () => {
    const { table } = renderTable();
    const labels = within(table)
      .getAllByRole("button")
      .map((button) => button.getAttribute("aria-label"));
    expect(labels).toEqual([
      "Make Admin: Nadia",
      "Delete Nadia",
      "Make Admin: Sumon",
      "Delete Sumon",
    ]);
  });

  it("hands the chosen buyer to Make Admin and Delete", async () => {
    const { table, onMakeAdmin, onDelete, user } = renderTable();
    await user.click(within(table).getByRole("button", { name: "Make Admin: Sumon" }));
    expect(onMakeAdmin).toHaveBeenCalledWith(buyers[1]);
    await user.click(within(table).getByRole("button", { name: "Delete Nadia" }));
    expect(onDelete).toHaveBeenCalledWith(buyers[0]);
  });

  it("disables a buyer's buttons while an action on them runs", () => {
    const { table } = renderTable(["b1"]);
    expect(within(table).getByRole("button", { name: "Make Admin: Nadia" })).toHaveProperty(
      "disabled",
      true,
    );
    expect(within(table).getByRole("button", { name: "Delete Sumon" })).toHaveProperty(
      "disabled",
      false,
    );
  });
});
