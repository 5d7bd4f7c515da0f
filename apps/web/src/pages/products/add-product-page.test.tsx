import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import type { SessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/mock-api";
import AddProductPage from "./add-product-page";
import { queryKeys } from "@/lib/query-keys";

const seller: SessionUser = {
  id: "u1",
  name: "Rahim",
  email: "rahim@example.com",
  role: "Seller",
  verified: false,
  emailVerified: false,
};

function renderPage(user: SessionUser) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session.all, { user });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AddProductPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("AddProductPage", () => {
  it("tells an unconfirmed seller why they cannot list yet, and sends the link again", async () => {
    const success = vi.spyOn(toast, "success");
    const api = mockApi({
      "GET /api/auth/get-session": { body: { user: seller } },
      "POST /api/auth/send-verification-email": { body: { status: true } },
    });
    const user = renderPage(seller);
    const notice = await screen.findByRole("region", { name: "Confirm your email address" });
    expect(notice.textContent).toContain(
      "Before you can list a phone, open the link we emailed to rahim@example.com. The link works for 24 hours.",
    );
    expect(screen.queryByRole("form")).toBeNull();
    expect(screen.queryByLabelText("Product Name")).toBeNull();
    // The cached session was checked against the database before saying so.
    expect(api.callsTo("GET /api/auth/get-session")[0]!.url.search).toBe(
      "?disableCookieCache=true",
    );

    await user.click(screen.getByRole("button", { name: "Send the link again" }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("A new link is on its way to rahim@example.com."),
    );
  });

  it("shows the form once the database says the address is confirmed", async () => {
    mockApi({
      "GET /api/auth/get-session": { body: { user: { ...seller, emailVerified: true } } },
    });
    renderPage(seller);
    expect((await screen.findByLabelText("Product Name")).tagName).toBe("INPUT");
    expect(screen.queryByRole("region", { name: "Confirm your email address" })).toBeNull();
  });
});
