import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { sessionQueryKey } from "@/lib/session";
import { RequireRole } from "./require-role";

function renderAs(role: "Buyer" | "Seller" | "Admin") {
  const client = new QueryClient();
  const user = { id: "u1", name: "Nadia", email: "nadia@example.com", role, verified: false };
  client.setQueryData(sessionQueryKey, { user });
  client.setQueryData(["role", user.email], { userRole: role });
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
});
