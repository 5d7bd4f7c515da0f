import { MESSAGES } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import type { SessionUser } from "@/lib/session";
import { mockApi } from "@/test/mock-api";
import ForgotPasswordPage from "./forgot-password-page";
import LoginPage from "./login-page";
import type { LoginState } from "./login-return";
import { queryKeys } from "@/lib/query-keys";

const nadia: SessionUser = {
  id: "u1",
  name: "Nadia",
  email: "nadia@example.com",
  role: "Buyer",
  verified: false,
};

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

function renderLogin(entry: string | { pathname: string; state: LoginState }, user?: SessionUser) {
  const queryClient = createQueryClient();
  if (user !== undefined) queryClient.setQueryData(queryKeys.session.all, { user });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("LoginPage", () => {
  it("says why a visitor sent from the dashboard is here", () => {
    renderLogin({ pathname: "/login", state: { from: "/dashboard/my-orders" } });
    expect(screen.getByRole("status").textContent).toBe("Log in to see your dashboard.");
  });

  it("says why a visitor sent from a category page is here", () => {
    renderLogin("/login?next=%2Fcategory%2FApple");
    expect(screen.getByRole("status").textContent).toBe("Log in to see the Apple phones.");
  });

  it("says nothing extra when the visitor opened /login themselves", () => {
    renderLogin("/login");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("goes back to the page it came from after logging in", async () => {
    const api = mockApi({ "POST /api/auth/sign-in/email": { body: { user: nadia } } });
    const user = renderLogin("/login?next=%2Fdashboard%2Fmy-orders");
    await user.type(screen.getByLabelText("Email"), nadia.email);
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect((await screen.findByText(/^Landed on/)).textContent).toBe(
      "Landed on /dashboard/my-orders",
    );
    expect(api.callsTo("POST /api/auth/sign-in/email")).toHaveLength(1);
  });

  it("never follows a return path to another site", async () => {
    mockApi({ "POST /api/auth/sign-in/email": { body: { user: nadia } } });
    const user = renderLogin("/login?next=%2F%2Fevil.example%2F");
    expect(screen.queryByRole("status")).toBeNull();
    await user.type(screen.getByLabelText("Email"), nadia.email);
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Login" }));
    expect((await screen.findByText(/^Landed on/)).textContent).toBe("Landed on /");
  });

  it("fills in the email of the account just created", () => {
    renderLogin({ pathname: "/login", state: { email: "new@example.com" } });
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("new@example.com");
    expect(screen.getByRole("status").textContent).toBe(
      "Your account is ready. Log in with your password.",
    );
  });

  it("links to the Forgot Password page, carrying the email typed so far", async () => {
    const queryClient = createQueryClient();
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={["/login"]}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Email"), nadia.email);
    await user.click(screen.getByRole("link", { name: "Forgot password?" }));
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Forgot password");
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe(nadia.email);
  });

  it("greets a person back from Google with the same toast as an email login", async () => {
    const success = vi.spyOn(toast, "success");
    renderLogin("/login?google=done&next=%2Fdashboard", nadia);
    expect((await screen.findByText(/^Landed on/)).textContent).toBe("Landed on /dashboard");
    expect(success).toHaveBeenCalledWith(MESSAGES.signedIn, expect.anything());
  });

  it("asks Google to come back to the login page, which then goes on", async () => {
    const api = mockApi({ "POST /api/auth/sign-in/social": { body: {} } });
    const user = renderLogin({ pathname: "/login", state: { from: "/dashboard" } });
    await user.click(screen.getByRole("button", { name: "Continue With Google" }));
    await vi.waitFor(() => expect(api.callsTo("POST /api/auth/sign-in/social")).toHaveLength(1));
    expect(api.callsTo("POST /api/auth/sign-in/social")[0]?.body).toEqual({
      provider: "google",
      callbackURL: "/login?google=done&next=%2Fdashboard",
      errorCallbackURL: "/login?error=google&next=%2Fdashboard",
    });
  });
});
