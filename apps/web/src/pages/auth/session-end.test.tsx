import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequireAuth } from "@/features/auth/components/require-auth";
import { apiRequest } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import type { SessionUser } from "@/lib/session";
import { mockApi } from "@/test/mock-api";
import LoginPage from "./login-page";
import { queryKeys } from "@/lib/query-keys";

const nadia: SessionUser = {
  id: "u1",
  name: "Nadia",
  email: "nadia@example.com",
  role: "Buyer",
  verified: false,
};

function Orders() {
  const orders = useQuery({
    queryKey: queryKeys.myOrders.all,
    queryFn: () => apiRequest<unknown[]>("/api/myorders"),
  });
  return <p>{orders.data ? `${orders.data.length} orders` : "Loading orders"}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a session the server has ended", () => {
  it("sends the person to login, says why, and brings them back after logging in", async () => {
    let signedIn = false;
    mockApi({
      "GET /api/myorders": () =>
        signedIn
          ? { body: [] }
          : { status: 401, body: { statusCode: 401, code: "UNAUTHORIZED", message: "No" } },
      "POST /api/auth/sign-in/email": () => {
        signedIn = true;
        return { body: { user: nadia } };
      },
      "GET /api/auth/get-session": () => ({ body: signedIn ? { user: nadia } : null }),
    });
    const shown = vi.spyOn(toast, "error");
    const dismissed = vi.spyOn(toast, "dismiss");
    const client = createQueryClient();
    // The page still believes it is signed in; the cookie has expired on the server.
    client.setQueryData(queryKeys.session.all, { user: nadia });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/dashboard/my-orders"]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route
              path="/dashboard/my-orders"
              element={
                <RequireAuth>
                  <Orders />
                </RequireAuth>
              }
            />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );

    expect((await screen.findByRole("status")).textContent).toBe(
      "Your session has ended. Please log in again.",
    );
    // Said once: the toast that said it first is taken down by the login page.
    expect(shown).toHaveBeenCalledWith("Your session has ended. Please log in again.", {
      id: "session-ended",
    });
    expect(dismissed).toHaveBeenCalledWith("session-ended");
    await userEvent.type(screen.getByLabelText("Email"), nadia.email);
    await userEvent.type(screen.getByLabelText("Password"), "correct horse");
    await userEvent.click(screen.getByRole("button", { name: "Login" }));
    expect((await screen.findByText("0 orders")).tagName).toBe("P");
  });
});
