import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/mock-api";
import { RequireAuth } from "./require-auth";

const nadia = { id: "u1", name: "Nadia", email: "nadia@example.com", role: "Buyer" };

function renderProtectedPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/dashboard"]}>
        <Routes>
          <Route path="/login" element={<p>Login page</p>} />
          <Route
            path="/dashboard"
            element={
              <RequireAuth>
                <p>Dashboard page</p>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("RequireAuth", () => {
  it("sends a visitor who is not signed in to the login page", async () => {
    mockApi({ "GET /api/auth/get-session": { body: null } });
    renderProtectedPage();
    expect((await screen.findByText("Login page")).tagName).toBe("P");
  });

  it("offline, says the session could not be checked instead of asking to log in", async () => {
    let online = false;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    mockApi({
      "GET /api/auth/get-session": () => {
        if (!online) throw new TypeError("Failed to fetch");
        return { body: { user: { ...nadia, verified: false } } };
      },
    });
    renderProtectedPage();

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("We could not check your session");
    expect(alert.textContent).toContain("You are offline. Connect to the internet and try again.");
    expect(screen.queryByText("Login page")).toBeNull();

    online = true;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findByText("Dashboard page")).tagName).toBe("P");
  });
});
