import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/mock-api";
import ForgotPasswordPage from "./forgot-password-page";

const REQUEST = "POST /api/auth/request-password-reset";
const SAME_ANSWER = {
  status: true,
  message: "If an account uses this address, we sent it a link to choose a new password.",
};

function renderPage(state?: object) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: "/forgot-password", state }]}>
        <ForgotPasswordPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ForgotPasswordPage", () => {
  it("sends the address with the page's language, then says only what may be true", async () => {
    const api = mockApi({ [REQUEST]: { body: SAME_ANSWER } });
    const user = renderPage();
    await user.type(screen.getByLabelText("Email"), "rahim@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "If an account uses rahim@example.com, we sent it a link to choose a new password. Check your inbox and spam folder: the link works once, for 1 hour.",
    );
    expect(api.callsTo(REQUEST).map((call) => call.body)).toEqual([
      { email: "rahim@example.com", language: "en" },
    ]);
    await user.click(screen.getByRole("button", { name: "Use another address" }));
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("rahim@example.com");
  });

  it("starts with the email typed on the login page", () => {
    renderPage({ email: "karim@example.com" });
    expect(screen.getByLabelText<HTMLInputElement>("Email").value).toBe("karim@example.com");
    expect(screen.getByRole("link", { name: "Back to Login" }).getAttribute("href")).toBe("/login");
  });

  it("says what is wrong with the address before asking the server", async () => {
    const api = mockApi({ [REQUEST]: { body: SAME_ANSWER } });
    const user = renderPage();
    await user.type(screen.getByLabelText("Email"), "not-an-address");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter a valid email address.");
    expect(api.callsTo(REQUEST)).toHaveLength(0);
  });

  it("says plainly when too many links were asked for", async () => {
    mockApi({
      [REQUEST]: {
        status: 429,
        body: { statusCode: 429, code: "RESET_RATE_LIMITED", message: "Too many requests." },
      },
    });
    const user = renderPage();
    await user.type(screen.getByLabelText("Email"), "rahim@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many requests for a reset link. Please wait up to an hour, then try again.",
    );
    expect(screen.queryByRole("status")).toBeNull();
  });
});

describe("ForgotPasswordPage in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  it("asks and answers in Bangla, and asks for the email in Bangla", async () => {
    const api = mockApi({ [REQUEST]: { body: SAME_ANSWER } });
    const user = renderPage();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("পাসওয়ার্ড ভুলে গেছেন");
    await user.type(screen.getByLabelText("ইমেইল"), "rahim@example.com");
    await user.click(screen.getByRole("button", { name: "রিসেট লিংক পাঠান" }));
    expect((await screen.findByRole("status")).textContent).toContain(
      "rahim@example.com ঠিকানায় কোনো অ্যাকাউন্ট থাকলে",
    );
    expect(api.callsTo(REQUEST)[0]?.body).toEqual({ email: "rahim@example.com", language: "bn" });
  });
});
