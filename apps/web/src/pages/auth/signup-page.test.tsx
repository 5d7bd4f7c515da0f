import { MESSAGES, type SignUpInput } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/mock-api";
import LoginPage from "./login-page";
import SignUpPage from "./signup-page";
import { queryKeys } from "@/lib/query-keys";

function renderSignUp() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session.all, null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/signup"]}>
        <Routes>
          <Route path="/signup" element={<SignUpPage />} />
          <Route path="/login" element={<LoginPage />} />
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

describe("SignUpPage", () => {
  it("limits the name and email to the lengths the server takes", () => {
    renderSignUp();
    expect(screen.getByLabelText<HTMLInputElement>("Full Name").maxLength).toBe(100);
    expect(screen.getByLabelText<HTMLInputElement>("Email Address").maxLength).toBe(254);
    expect(screen.getByLabelText<HTMLInputElement>("Password").maxLength).toBe(128);
  });

  it("shows each missing field's own message, once", async () => {
    const user = renderSignUp();
    await user.click(screen.getByRole("button", { name: "Sign Up" }));
    await screen.findAllByRole("alert");
    expect(screen.getAllByRole("alert").map((alert) => alert.textContent)).toEqual([
      MESSAGES.nameRequired,
      MESSAGES.emailRequired,
      MESSAGES.passwordRequired,
    ]);
  });

  it("creates the account in the page's language and says where the link went", async () => {
    const api = mockApi({ "POST /api/auth/sign-up/email": { body: { token: null } } });
    const success = vi.spyOn(toast, "success");
    const user = renderSignUp();
    await user.type(screen.getByLabelText("Full Name"), "Nadia Islam");
    await user.type(screen.getByLabelText("Email Address"), "nadia@example.com");
    await user.selectOptions(screen.getByLabelText("Account type"), "Seller");
    await user.type(screen.getByLabelText("Password"), "correct horse");
    await user.click(screen.getByRole("button", { name: "Sign Up" }));

    const email = await screen.findByLabelText<HTMLInputElement>("Email");
    expect(email.value).toBe("nadia@example.com");
    expect(success).toHaveBeenCalledWith(MESSAGES.userCreated);
    expect(api.callsTo("POST /api/auth/sign-up/email")[0]?.body).toEqual({
      name: "Nadia Islam",
      email: "nadia@example.com",
      password: "correct horse",
      role: "Seller",
      language: "en",
    } satisfies SignUpInput);
    expect((await screen.findByText(/^We emailed a link/)).textContent).toBe(
      "We emailed a link to nadia@example.com. Open it to confirm your address: a confirmed address is needed to list phones.",
    );
  });
});
