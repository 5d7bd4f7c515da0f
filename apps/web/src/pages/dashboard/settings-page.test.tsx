import type { Account } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/mock-api";
import SettingsPage from "./settings-page";
import { queryKeys } from "@/lib/query-keys";

const account = {
  id: "u1",
  name: "Karim Uddin",
  email: "karim@example.com",
  role: "Buyer",
  phone: null,
  district: null,
  language: "en",
  hasPassword: true,
  isLastAdmin: false,
} satisfies Account;

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; these open and close it without a top layer.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});

function renderPage(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const client = createQueryClient();
  client.setQueryData(queryKeys.session.all, {
    user: { id: "u1", name: "Karim Uddin", email: "karim@example.com", role: "Buyer" },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/dashboard/settings"]}>
        <Routes>
          <Route path="/dashboard/settings" element={<SettingsPage />} />
          <Route path="/" element={<p>Home page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

const section = (name: string) => screen.findByRole("region", { name });

describe("the Account settings page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("saves name, phone (typed in Bangla digits) and district", async () => {
    const success = vi.spyOn(toast, "success");
    const saved = { ...account, name: "Karim Ahmed", phone: "01712345678", district: "Sylhet" };
    const { api, user } = renderPage({
      "GET /api/account": { body: account },
      "PATCH /api/account": { body: saved },
      "GET /api/auth/get-session": { body: { user: { ...account, name: "Karim Ahmed" } } },
    });
    const profile = await section("Profile");
    expect(within(profile).getByLabelText<HTMLInputElement>("Email Address").readOnly).toBe(true);
    const name = within(profile).getByLabelText("Full name");
    await user.clear(name);
    await user.type(name, "Karim Ahmed");
    await user.type(within(profile).getByLabelText("Phone number"), "০১৭১২-৩৪৫৬৭৮");
    await user.selectOptions(within(profile).getByLabelText("District"), "Sylhet");
    await user.click(within(profile).getByRole("button", { name: "Save profile" }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("Your profile has been saved."));
    expect(api.callsTo("PATCH /api/account")[0]!.body).toEqual({
      name: "Karim Ahmed",
      phone: "01712345678",
      district: "Sylhet",
      language: "en",
    });
  });

  it("names a wrong phone number under its field and sends nothing", async () => {
    const { api, user } = renderPage({ "GET /api/account": { body: account } });
    const profile = await section("Profile");
    await user.type(within(profile).getByLabelText("Phone number"), "12345");
    await user.click(within(profile).getByRole("button", { name: "Save profile" }));
    expect(within(profile).getByRole("alert").textContent).toBe(
      "Enter a Bangladeshi mobile number like 01712345678.",
    );
    expect(api.callsTo("PATCH /api/account")).toHaveLength(0);
  });

  it("changes the password, and says so under the field when the current one is wrong", async () => {
    const success = vi.spyOn(toast, "success");
    let isWrong = true;
    const { api, user } = renderPage({
      "GET /api/account": { body: account },
      "POST /api/account/password": () =>
        isWrong
          ? {
              status: 403,
              body: { statusCode: 403, code: "WRONG_PASSWORD", message: "The password is wrong." },
            }
          : { body: { acknowledged: true, sessionsEnded: 2 } },
    });
    const password = await section("Password");
    await user.type(within(password).getByLabelText("Current password"), "not-my-password");
    await user.type(within(password).getByLabelText("New password"), "new-secret-123");
    await user.type(within(password).getByLabelText("Confirm new password"), "new-secret-124");
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    expect(within(password).getByRole("alert").textContent).toBe(
      "The two new passwords do not match.",
    );
    expect(api.callsTo("POST /api/account/password")).toHaveLength(0);

    const confirm = within(password).getByLabelText("Confirm new password");
    await user.clear(confirm);
    await user.type(confirm, "new-secret-123");
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    expect((await within(password).findByRole("alert")).textContent).toBe("The password is wrong.");

    isWrong = false;
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("Password changed. 2 other devices were signed out."),
    );
    expect(api.callsTo("POST /api/account/password").at(-1)!.body).toEqual({
      currentPassword: "not-my-password",
      newPassword: "new-secret-123",
    });
  });

  it("lets a Google-only account set a first password without a current one", async () => {
    const { api, user } = renderPage({
      "GET /api/account": { body: { ...account, hasPassword: false } },
      "POST /api/account/password": { body: { acknowledged: true, sessionsEnded: 0 } },
    });
    const password = await section("Password");
    expect(within(password).queryByLabelText("Current password")).toBeNull();
    await user.type(within(password).getByLabelText("New password"), "first-secret-1");
    await user.type(within(password).getByLabelText("Confirm new password"), "first-secret-1");
    await user.click(within(password).getByRole("button", { name: "Set password" }));
    await vi.waitFor(() => expect(api.callsTo("POST /api/account/password")).toHaveLength(1));
    expect(api.callsTo("POST /api/account/password")[0]!.body).toEqual({
      newPassword: "first-secret-1",
    });
  });

  it("deletes the account after the password, then lands on the home page with a goodbye", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderPage({
      "GET /api/account": { body: account },
      "DELETE /api/account": { body: { acknowledged: true, deletedCount: 1 } },
    });
    const danger = await section("Delete my account");
    await user.click(within(danger).getByRole("button", { name: "Delete my account" }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete for good" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Type your password to delete your account.",
    );
    await user.type(within(dialog).getByLabelText("Password"), "my-secret-1");
    await user.click(within(dialog).getByRole("button", { name: "Delete for good" }));

    expect(await screen.findByText("Home page")).toBeDefined();
    expect(api.callsTo("DELETE /api/account")[0]!.body).toEqual({ password: "my-secret-1" });
    expect(success).toHaveBeenCalledWith("Your account has been deleted. Goodbye!");
  });

  it("tells the last admin why they cannot delete their account, with no button to try", async () => {
    renderPage({ "GET /api/account": { body: { ...account, role: "Admin", isLastAdmin: true } } });
    const danger = await section("Delete my account");
    expect(within(danger).getByRole("note").textContent).toBe(
      "You are the last admin, so you cannot delete your account. Make another admin first.",
    );
    expect(within(danger).queryByRole("button")).toBeNull();
  });
});
