import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import type { SessionUser } from "@/lib/session";
import { mockApi } from "@/test/mock-api";
import ResetPasswordPage from "./reset-password-page";
import { queryKeys } from "@/lib/query-keys";

const CHECK = "POST /api/password-reset/check";
const RESET = "POST /api/auth/reset-password";
const TOKEN = "AbCdEfGhIjKlMnOpQrStUvWx";
const karim: SessionUser = {
  id: "u2",
  name: "Karim",
  email: "karim@example.com",
  role: "Buyer",
  verified: false,
};

function Landed() {
  return <p>Landed on {useLocation().pathname}</p>;
}

function renderPage(path = `/reset-password?token=${TOKEN}`, user: SessionUser | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session.all, user ? { user } : null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const refusal = (status: number, code: string) => ({
  status,
  body: { statusCode: status, code, message: "refused" },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ResetPasswordPage", () => {
  it("checks the link, saves the new password and lands on the home page logged in", async () => {
    const api = mockApi({
      [CHECK]: { body: { email: "rahim@example.com" } },
      [RESET]: { body: { status: true, signedIn: true } },
      "GET /api/auth/get-session": { body: { user: karim } },
    });
    const user = renderPage();
    expect((await screen.findByText(/^For the account rahim@example\.com\./)).textContent).toBe(
      "For the account rahim@example.com. Saving it logs you out on every other device.",
    );
    expect(api.callsTo(CHECK)[0]?.body).toEqual({ token: TOKEN });
    await user.type(screen.getByLabelText("New password"), "brand-new-secret-9");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect((await screen.findByText(/^Landed on/)).textContent).toBe("Landed on /");
    expect(api.callsTo(RESET)[0]?.body).toEqual({
      token: TOKEN,
      newPassword: "brand-new-secret-9",
    });
  });

  it("holds a new password to sign-up's rules before sending it", async () => {
    const api = mockApi({ [CHECK]: { body: { email: "rahim@example.com" } } });
    const user = renderPage();
    await user.type(await screen.findByLabelText("New password"), "short");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Password must be 8 characters or longer.",
    );
    expect(api.callsTo(RESET)).toHaveLength(0);
  });

  it.each([
    [410, "RESET_LINK_USED", "This link has been used", "Each reset link works once."],
    [410, "RESET_LINK_EXPIRED", "This link has expired", "Reset links work for 1 hour."],
    [400, "RESET_LINK_INVALID", "This link is not valid", "The link may be cut short"],
  ])("says at once when the link is refused (%i %s)", async (status, code, title, text) => {
    mockApi({ [CHECK]: refusal(status, code) });
    renderPage();
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe(title);
    expect(screen.getByRole("alert").textContent).toContain(text);
    expect(screen.getByRole("link", { name: "Ask for a new link" }).getAttribute("href")).toBe(
      "/forgot-password",
    );
    expect(screen.queryByLabelText("New password")).toBeNull();
  });

  it("calls a link without a token not valid, without asking the server", async () => {
    const api = mockApi({});
    renderPage("/reset-password");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("This link is not valid");
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("says a link of another account is one, logs out, then offers the form", async () => {
    let signedIn = true;
    const api = mockApi({
      [CHECK]: () =>
        signedIn
          ? refusal(403, "RESET_LINK_OTHER_ACCOUNT")
          : { body: { email: "rahim@example.com" } },
      "POST /api/auth/sign-out": () => {
        signedIn = false;
        return { body: { success: true } };
      },
    });
    const user = renderPage(undefined, karim);
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe(
      "This link is for another account",
    );
    expect(screen.getByRole("alert").textContent).toContain(
      "You are logged in here as karim@example.com.",
    );
    await user.click(screen.getByRole("button", { name: "Log out" }));
    expect(await screen.findByLabelText("New password")).toBeTruthy();
    expect(api.callsTo(CHECK)).toHaveLength(2);
  });

  it("says so when the link was used meanwhile, on saving", async () => {
    mockApi({
      [CHECK]: { body: { email: "rahim@example.com" } },
      [RESET]: refusal(410, "RESET_LINK_USED"),
    });
    const user = renderPage();
    await user.type(await screen.findByLabelText("New password"), "brand-new-secret-9");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect((await screen.findByRole("heading", { level: 2 })).textContent).toBe(
      "This link has been used",
    );
  });

  it("sends a person whom the server did not log in to the login page", async () => {
    mockApi({
      [CHECK]: { body: { email: "rahim@example.com" } },
      [RESET]: { body: { status: true, signedIn: false } },
      "GET /api/auth/get-session": { body: null },
    });
    const user = renderPage();
    await user.type(await screen.findByLabelText("New password"), "brand-new-secret-9");
    await user.click(screen.getByRole("button", { name: "Save new password" }));
    expect((await screen.findByText(/^Landed on/)).textContent).toBe("Landed on /login");
  });
});
