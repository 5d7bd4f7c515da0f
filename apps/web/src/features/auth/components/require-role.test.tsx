import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/mock-api";
import { RequireRole } from "./require-role";
import { queryKeys } from "@/lib/query-keys";

function renderAs(role: "Buyer" | "Seller" | "Admin") {
  const client = new QueryClient();
  const user = { id: "u1", name: "Nadia", email: "nadia@example.com", role, verified: false };
  client.setQueryData(queryKeys.session.all, { user });
  client.setQueryData(queryKeys.role.of(user.email), { userRole: role });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RequireRole roles={["Seller"]}>
          <p>Seller page</p>
        </RequireRole>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

function renderWithRoleFromServer() {
  const client = createQueryClient();
  const user = { id: "u1", name: "Salma", email: "salma@example.com", role: "Seller" };
  client.setQueryData(queryKeys.session.all, { user: { ...user, verified: false } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RequireRole roles={["Seller"]}>
          <p>Seller page</p>
        </RequireRole>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("RequireRole", () => {
  it("shows the page to an allowed role", () => {
    renderAs("Seller");
    expect(screen.getByText("Seller page")).toBeTruthy();
  });

  it("tells any other role the page is not for them", () => {
    renderAs("Buyer");
    expect(screen.queryByText("Seller page")).toBeNull();
    expect(screen.getByRole("heading", { name: "This page is not for your account" })).toBeTruthy();
    expect(
      screen.getByText("Only sellers can open this page. You are signed in as a Buyer."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the dashboard" }).getAttribute("href")).toBe(
      "/dashboard",
    );
  });

  it("says the account could not be checked, and shows the page after Try again", async () => {
    let online = false;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    const api = mockApi({
      "GET /api/users/userrole/salma%40example.com": () => {
        if (!online) throw new TypeError("Failed to fetch");
        return { body: { userRole: "Seller" } };
      },
    });
    renderWithRoleFromServer();

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not check your account");
    expect(alert.textContent).toContain("You are offline. Connect to the internet and try again.");
    expect(screen.queryByText("Seller page")).toBeNull();

    online = true;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findByText("Seller page")).tagName).toBe("P");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(api.callsTo("GET /api/users/userrole/salma%40example.com")).toHaveLength(2);
  });
});
