import { MESSAGES } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import type { SessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/mock-api";
import VerifyEmailPage from "./verify-email-page";
import { queryKeys } from "@/lib/query-keys";

const rahim: SessionUser = {
  id: "u1",
  name: "Rahim",
  email: "rahim@example.com",
  role: "Seller",
  verified: false,
  emailVerified: false,
};

function renderPage(path: string, user: SessionUser | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session.all, user ? { user } : null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/verify-email" element={<VerifyEmailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { queryClient, user: userEvent.setup() };
}

const refused = (status: number, code: string, message: string) => ({
  status,
  body: { statusCode: status, code, message },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("VerifyEmailPage", () => {
  it("confirms the signed-in seller's address and leads to Add Product", async () => {
    const api = mockApi({
      "POST /api/verify-email": { body: { status: "verified", email: rahim.email } },
      "GET /api/auth/get-session": { body: { user: { ...rahim, emailVerified: true } } },
    });
    const { queryClient } = renderPage("/verify-email?token=a.b.c", rahim);
    expect((await screen.findByText(/^Your email address/)).textContent).toBe(
      "Your email address rahim@example.com is confirmed. You can list phones now.",
    );
    expect(screen.getByRole("link", { name: "Add a phone" }).getAttribute("href")).toBe(
      "/dashboard/add-products",
    );
    expect(api.callsTo("POST /api/verify-email")).toHaveLength(1);
    expect(api.callsTo("POST /api/verify-email")[0]!.body).toEqual({ token: "a.b.c" });
    // The session is read past its cookie copy, and the page's cache now says "confirmed".
    expect(api.callsTo("GET /api/auth/get-session")[0]!.url.search).toBe(
      "?disableCookieCache=true",
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.session.all)).toEqual({
        user: { ...rahim, emailVerified: true },
      }),
    );
  });

  it("says a new account replaced the unconfirmed one, and leads to the login", async () => {
    mockApi({
      "POST /api/verify-email": { body: { status: "replaced", email: "owner@example.com" } },
      "GET /api/auth/get-session": { body: null },
    });
    renderPage("/verify-email?token=new-account-token");
    expect((await screen.findByText(/^Your new account/)).textContent).toBe(
      "Your new account for owner@example.com is ready and confirmed. The older, unconfirmed account with this address is deleted. Log in with the password you chose.",
    );
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/login");
  });

  it("says an expired link has expired, and sends a new one to the signed-in user", async () => {
    const success = vi.spyOn(toast, "success");
    const api = mockApi({
      "POST /api/verify-email": refused(400, "EMAIL_LINK_EXPIRED", "This link has expired."),
      "POST /api/auth/send-verification-email": { body: { status: true } },
    });
    const { user } = renderPage("/verify-email?token=a.b.c", rahim);
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This link has expired: links work for 24 hours. Ask for a new one below.",
    );
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("A new link is on its way to rahim@example.com."),
    );
    expect(api.callsTo("POST /api/auth/send-verification-email")[0]!.body).toEqual({
      email: rahim.email,
    });
  });

  it("says an altered link does not work, and asks a signed-out visitor for the address", async () => {
    const success = vi.spyOn(toast, "success");
    const api = mockApi({
      "POST /api/verify-email": refused(400, "EMAIL_LINK_INVALID", "This link does not work."),
      "POST /api/auth/send-verification-email": { body: { status: true } },
    });
    const { user } = renderPage("/verify-email?token=tampered");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This link does not work. It may be incomplete: copy the whole address from the email, or ask for a new link below.",
    );
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toContain(
      MESSAGES.emailRequired,
    );
    expect(api.callsTo("POST /api/auth/send-verification-email")).toHaveLength(0);
    await user.type(screen.getByLabelText("Email Address"), "rahim@example.com");
    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        "If an account with this address is waiting for confirmation, a new link is on its way.",
      ),
    );
  });

  it("says a used link was used, with nothing to ask for", async () => {
    mockApi({
      "POST /api/verify-email": refused(409, "EMAIL_LINK_USED", "This link has been used."),
    });
    renderPage("/verify-email?token=a.b.c");
    expect((await screen.findByText(/^This link has been used/)).textContent).toBe(
      "This link has been used already: your email address is confirmed.",
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("asks for the link when the page is opened without one", async () => {
    const api = mockApi({});
    renderPage("/verify-email");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This page needs the link from your email. Ask for a new link below.",
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
