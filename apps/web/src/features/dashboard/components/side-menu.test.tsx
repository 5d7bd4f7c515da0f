import { render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SideMenu } from "./side-menu";
import { queryKeys } from "@/lib/query-keys";

function renderMenu(isWide: boolean) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.session.all, {
    user: { id: "a1", name: "Asha", email: "asha@example.com", role: "Admin", verified: false },
  });
  queryClient.setQueryData(queryKeys.role.of("asha@example.com"), { userRole: "Admin" });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/dashboard"]}>
        <SideMenu isWide={isWide} onToggle={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ADMIN_LINKS = ["All Seller", "All Buyer", "Admins", "Reported Products"];

describe("SideMenu", () => {
  it.each([true, false])("gives every admin link an icon and its name (wide: %s)", (isWide) => {
    renderMenu(isWide);
    const menu = screen.getByRole("region", { name: "Admin menu" });
    for (const name of ADMIN_LINKS) {
      const link = within(menu).getByRole("link", { name });
      expect(link.querySelector("svg")).not.toBeNull();
    }
  });

  it("shows each collapsed link's name as a tooltip", () => {
    renderMenu(false);
    const link = screen.getByRole("link", { name: "Reported Products" });
    expect(link.parentElement).toHaveProperty("dataset.tip", "Reported Products");
    expect(link.parentElement?.className).toContain("md:tooltip");
  });
});
