import type { AdminUser } from "@bechedaw/shared";
import { render, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { UsersListBody } from "./users-list-body";
import { UsersTable } from "./users-table";

const sellers = [
  {
    _id: "s1",
    name: "রহিম ইলেকট্রনিক্স",
    email: "rahim@example.com",
    role: "Seller",
    verified: true,
  },
  { _id: "s2", name: "করিম ফোনস", email: "karim@example.com", role: "Seller", verified: false },
] satisfies AdminUser[];
const admins = [
  { _id: "a1", name: "শিলা", email: "shila@example.com", role: "Admin", verified: false },
  { _id: "a2", name: "তানভীর", email: "tanvir@example.com", role: "Admin", verified: false },
] satisfies AdminUser[];

const buttonNames = (element: HTMLElement) =>
  within(element)
    .queryAllByRole("button")
    .map((button) => button.getAttribute("aria-label"));

describe("UsersTable in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  it("heads the sellers' columns, names their role and actions in Bangla", () => {
    render(<UsersTable role="Seller" users={sellers} busyIds={[]} onAction={() => {}} />);
    const table = screen.getByRole("table", { name: "সব বিক্রেতা" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["নাম", "ইমেইল", "ভূমিকা", "যাচাই/মুছুন"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(within(rows[0]!).getAllByRole("cell")[2]?.textContent).toBe("বিক্রেতা");
    expect(within(rows[0]!).queryByRole("img", { name: "যাচাই করা বিক্রেতা" })).not.toBeNull();
    expect(buttonNames(table)).toEqual([
      "রহিম ইলেকট্রনিক্স-কে মুছুন",
      "করিম ফোনস-কে যাচাই করুন",
      "করিম ফোনস-কে মুছুন",
    ]);
    expect(
      within(rows[1]!).getByRole("button", { name: "করিম ফোনস-কে যাচাই করুন" }).textContent,
    ).toBe("যাচাই করুন");
  });

  it("says 'this is you' on one's own row of the admins", () => {
    render(<UsersTable role="Admin" users={admins} busyIds={[]} selfId="a1" onAction={() => {}} />);
    const table = screen.getByRole("table", { name: "সব অ্যাডমিন" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole("cell")
        .map((cell) => cell.textContent)
        .slice(2),
    ).toEqual(["অ্যাডমিন", "এটি আপনি।"]);
    expect(buttonNames(rows[1]!)).toEqual(["অ্যাডমিন থেকে সরান: তানভীর", "তানভীর-কে মুছুন"]);
  });

  it("shows an empty list's title as the page hands it over", () => {
    render(
      <UsersListBody answer={[]} emptyTitle="এখনো কোনো ক্রেতা নেই।">
        {(users) => <UsersTable role="Buyer" users={users} busyIds={[]} onAction={() => {}} />}
      </UsersListBody>,
    );
    expect(screen.getByText("এখনো কোনো ক্রেতা নেই।").tagName).toBe("P");
  });
});
