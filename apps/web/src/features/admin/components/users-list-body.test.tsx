import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { AdminUser, UsersListAnswer } from "@/features/admin/api/admin-types";
import { UsersListBody } from "./users-list-body";
import { UsersTable } from "./users-table";

const nadia = {
  _id: "b1",
  name: "Nadia",
  email: "nadia@example.com",
  role: "Buyer",
  verified: false,
} satisfies AdminUser;

function renderBody(answer: UsersListAnswer) {
  render(
    <UsersListBody answer={answer} emptyTitle="No buyers yet.">
      {(users) => <UsersTable role="Buyer" users={users} busyIds={[]} onAction={() => {}} />}
    </UsersListBody>,
  );
}

describe("UsersListBody", () => {
  it("shows the server's message instead of the table", () => {
    renderBody({ message: "forbidden access" });
    expect(screen.getByRole("status").textContent).toBe("forbidden access");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says so when the list is empty", () => {
    renderBody([]);
    expect(screen.getByText("No buyers yet.").tagName).toBe("P");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("draws the table for a list", () => {
    renderBody([nadia]);
    expect(screen.getByRole("table", { name: "All buyers" }).textContent).toContain("Nadia");
  });
});
