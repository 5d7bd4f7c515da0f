import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import LoginPage from "./login-page";
import SignupPage from "./signup-page";

function renderPage(page: React.ReactNode, path: string, state?: object) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: path, state }]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("the login and sign-up pages in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  it("asks for the email and password in Bangla and says each field's problem in Bangla", async () => {
    const user = renderPage(<LoginPage />, "/login", { from: "/dashboard/my-orders" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("লগইন");
    expect(screen.getByRole("status").textContent).toBe("আপনার ড্যাশবোর্ড দেখতে লগইন করুন।");
    await user.click(screen.getByRole("button", { name: "লগইন" }));
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      "ইমেইল ঠিকানা লিখুন।",
      "পাসওয়ার্ড লিখুন।",
    ]);
    expect(screen.getByLabelText("পাসওয়ার্ড").getAttribute("aria-invalid")).toBe("true");
  });

  it("offers the account types in Bangla while sending their English values", () => {
    renderPage(<SignupPage />, "/signup");
    const type = screen.getByLabelText<HTMLSelectElement>("অ্যাকাউন্টের ধরন");
    const options = screen.getAllByRole<HTMLOptionElement>("option");
    expect(options.map((option) => [option.textContent, option.value])).toEqual([
      ["ক্রেতা", "Buyer"],
      ["বিক্রেতা", "Seller"],
    ]);
    expect(type.value).toBe("Buyer");
    expect(screen.getByText("অন্তত ৮টি অক্ষর।").id).toBe("password-hint");
  });
});
