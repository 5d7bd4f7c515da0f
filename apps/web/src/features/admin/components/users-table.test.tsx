import type { AdminUser } from "@bechedaw/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { UsersTable } from "./users-table";

const buyers = [
  { _id: "b1", name: "Nadia", email: "nadia@example.com", role: "Buyer", verified: false },
  { _id: "b2", name: "Sumon", email: "sumon@example.com", role: "Buyer", verified: false },
] satisfies AdminUser[];
const sellers = [
  {
    _id: "s1",
    name: "Rahim Electronics",
    email: "rahim@example.com",
    role: "Seller",
    verified: true,
  },
  { _id: "s2", name: "Karim Phones", email: "karim@example.com", role: "Seller", verified: false },
] satisfies AdminUser[];
const admins = [
  { _id: "a1", name: "Shila", email: "shila@example.com", role: "Admin", verified: false },
  { _id: "a2", name: "Tanvir", email: "tanvir@example.com", role: "Admin", verified: false },
] satisfies AdminUser[];

function renderTable(
  props: Omit<ComponentProps<typeof UsersTable>, "onAction" | "busyIds"> & {
    busyIds?: string[];
  },
) {
  const onAction = vi.fn();
  render(<UsersTable busyIds={[]} {...props} onAction={onAction} />);
  const caption = { Buyer: "All buyers", Seller: "All sellers", Admin: "All admins" }[props.role];
  const table = screen.getByRole("table", { name: caption });
  const rows = within(table).getAllByRole("row").slice(1);
  return { table, rows, onAction, user: userEvent.setup() };
}

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("columnheader")
    .map((th) => th.textContent);
const buttonNames = (element: HTMLElement) =>
  within(element)
    .queryAllByRole("button")
    .map((button) => button.getAttribute("aria-label"));

describe("UsersTable for buyers", () => {
  it("has the four columns and a row per buyer, with name, email and role", () => {
    const { table, rows } = renderTable({ role: "Buyer", users: buyers });
    expect(headersOf(table)).toEqual(["Name", "Email", "Role", "Make Admin/Delete"]);
    expect(rows.map((row) => within(row).getAllByRole("cell")[0]?.textContent)).toEqual([
      "Nadia",
      "Sumon",
    ]);
    expect(
      within(rows[0]!)
        .getAllByRole("cell")
        .slice(1, 3)
        .map((cell) => cell.textContent),
    ).toEqual(["nadia@example.com", "Buyer"]);
  });

  it("offers Make Admin and Delete for every buyer, named for them", () => {
    const { table } = renderTable({ role: "Buyer", users: buyers });
    expect(buttonNames(table)).toEqual([
      "Make Admin: Nadia",
      "Delete Nadia",
      "Make Admin: Sumon",
      "Delete Sumon",
    ]);
  });

  it("hands the chosen action and buyer to the page", async () => {
    const { table, onAction, user } = renderTable({ role: "Buyer", users: buyers });
    await user.click(within(table).getByRole("button", { name: "Make Admin: Sumon" }));
    expect(onAction).toHaveBeenLastCalledWith("makeAdmin", buyers[1]);
    await user.click(within(table).getByRole("button", { name: "Delete Nadia" }));
    expect(onAction).toHaveBeenLastCalledWith("delete", buyers[0]);
  });

  it("disables a buyer's buttons while an action on them runs", () => {
    const { table } = renderTable({ role: "Buyer", users: buyers, busyIds: ["b1"] });
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

describe("UsersTable for sellers", () => {
  it("has the Verify/Delete column and the tick only beside verified sellers", () => {
    const { table, rows } = renderTable({ role: "Seller", users: sellers });
    expect(headersOf(table)).toEqual(["Name", "Email", "Role", "Verify/Delete"]);
    expect(within(rows[0]!).queryByRole("img", { name: "Verified seller" })).not.toBeNull();
    expect(within(rows[1]!).queryByRole("img", { name: "Verified seller" })).toBeNull();
  });

  it("offers Verify only to unverified sellers, Delete to all", async () => {
    const { table, onAction, user } = renderTable({ role: "Seller", users: sellers });
    expect(buttonNames(table)).toEqual([
      "Delete Rahim Electronics",
      "Verify Karim Phones",
      "Delete Karim Phones",
    ]);
    await user.click(within(table).getByRole("button", { name: "Verify Karim Phones" }));
    expect(onAction).toHaveBeenLastCalledWith("verify", sellers[1]);
  });

  it("also lays each seller out as a card for narrow screens", () => {
    renderTable({ role: "Seller", users: sellers });
    const cards = within(screen.getByRole("list", { name: "All sellers" })).getAllByRole(
      "listitem",
    );
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).queryByRole("img", { name: "Verified seller" })).not.toBeNull();
    expect(
      within(cards[0]!)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Email", "Role", "Verify/Delete"]);
  });
});

describe("UsersTable for admins", () => {
  it("offers Remove Admin and Delete for others, and nothing on one's own row", async () => {
    const { table, rows, onAction, user } = renderTable({
      role: "Admin",
      users: admins,
      selfId: "a1",
    });
    expect(headersOf(table)).toEqual(["Name", "Email", "Role", "Remove Admin/Delete"]);
    expect(buttonNames(rows[0]!)).toEqual([]);
    expect(within(rows[0]!).getAllByRole("cell")[3]?.textContent).toBe("This is you.");
    expect(buttonNames(rows[1]!)).toEqual(["Remove Admin: Tanvir", "Delete Tanvir"]);
    await user.click(within(table).getByRole("button", { name: "Remove Admin: Tanvir" }));
    expect(onAction).toHaveBeenLastCalledWith("demote", admins[1]);
  });
});
