import type { AdminUser, ApiError } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { withoutUser } from "@/features/admin/api/admin-users";
import { createQueryClient } from "@/lib/query-client";
import type { SessionUser } from "@/lib/session";
import { mockApi } from "@/test/mock-api";
import AdminsPage from "./admins-page";
import AllBuyersPage from "./all-buyers-page";
import AllSellersPage from "./all-sellers-page";
import { queryKeys } from "@/lib/query-keys";

const nadia = {
  _id: "b1",
  name: "Nadia",
  email: "nadia@example.com",
  role: "Buyer",
  verified: false,
} satisfies AdminUser;
const sumon = { ...nadia, _id: "b2", name: "Sumon", email: "sumon@example.com" };
const karim = {
  _id: "s1",
  name: "Karim Phones",
  email: "karim@example.com",
  role: "Seller",
  verified: false,
} satisfies AdminUser;
const shila = {
  _id: "a1",
  name: "Shila",
  email: "shila@example.com",
  role: "Admin",
  verified: false,
} satisfies AdminUser;
const tanvir = { ...shila, _id: "a2", name: "Tanvir", email: "tanvir@example.com" };
const signedIn = {
  id: shila._id,
  name: shila.name,
  email: shila.email,
  role: "Admin",
  verified: false,
} satisfies SessionUser;

const BUYERS = "GET /api/users/allbuyers";
const SELLERS = "GET /api/users/allsellers";
const ADMINS = "GET /api/users/alladmins";
const modified = { body: { acknowledged: true, modifiedCount: 1 } };

/** Answers with each list in turn (the last one from then on). */
function inTurn(...answers: Array<{ status?: number; body: unknown }>) {
  return () => (answers.length > 1 ? answers.shift()! : answers[0]!);
}

function renderPage(Page: () => React.JSX.Element, routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session.all, { user: signedIn });
  render(
    <QueryClientProvider client={queryClient}>
      <Page />
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

const namesIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]?.textContent);

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; these open and close it without a top layer.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("withoutUser", () => {
  it("takes the user out of a list and leaves a message alone", () => {
    expect(withoutUser([nadia, sumon], "b1")).toEqual([sumon]);
    expect(withoutUser({ message: "forbidden access" }, "b1")).toEqual({
      message: "forbidden access",
    });
    expect(withoutUser(undefined, "b1")).toBeUndefined();
  });
});

describe("All Buyers", () => {
  it("deletes a buyer after confirming and removes them at once, without a refetch", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderPage(AllBuyersPage, {
      [BUYERS]: { body: [nadia, sumon] },
      "DELETE /api/users/b1": { body: { acknowledged: true, deletedCount: 1 } },
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("All Buyers");
    const table = await screen.findByRole("table", { name: "All buyers" });
    await user.click(within(table).getByRole("button", { name: "Delete Nadia" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this user?" });
    expect(dialog.textContent).toContain(
      "Nadia (nadia@example.com) will be removed from BecheDaw, with all their bookings.",
    );
    expect(api.callsTo("DELETE /api/users/b1")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await vi.waitFor(() => expect(namesIn(table)).toEqual(["Sumon"]));
    expect(api.callsTo("DELETE /api/users/b1")).toHaveLength(1);
    expect(api.callsTo(BUYERS)).toHaveLength(1);
    expect(success).toHaveBeenCalledWith("User deleted successfully.");
  });

  it("makes a buyer an admin after confirming, then fetches the list again", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderPage(AllBuyersPage, {
      [BUYERS]: inTurn({ body: [nadia, sumon] }, { body: [sumon] }),
      "PATCH /api/users/b1/role": modified,
    });
    const table = await screen.findByRole("table", { name: "All buyers" });
    await user.click(within(table).getByRole("button", { name: "Make Admin: Nadia" }));
    const dialog = screen.getByRole("dialog", { name: "Make this user an admin?" });
    await user.click(within(dialog).getByRole("button", { name: "Make Admin" }));

    await vi.waitFor(() => expect(namesIn(table)).toEqual(["Sumon"]));
    expect(api.callsTo("PATCH /api/users/b1/role")[0]?.body).toEqual({ role: "Admin" });
    expect(api.callsTo(BUYERS)).toHaveLength(2);
    expect(success).toHaveBeenCalledWith("User is now an admin.");
  });

  it("shows the server's message instead of the table", async () => {
    renderPage(AllBuyersPage, { [BUYERS]: { body: { message: "forbidden access" } } });
    const message = await screen.findByText("forbidden access");
    expect(message.closest("[role=status]")?.textContent).toBe("forbidden access");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a failed load with a retry", async () => {
    const forbidden = {
      status: 403,
      body: { statusCode: 403, code: "FORBIDDEN", message: "No" } satisfies ApiError,
    };
    const { user } = renderPage(AllBuyersPage, { [BUYERS]: inTurn(forbidden, { body: [] }) });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The buyers could not be loaded.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect((await screen.findByText("No buyers yet.")).tagName).toBe("P");
  });
});

describe("All Sellers", () => {
  it("verifies a seller after confirming; the tick replaces the Verify button", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderPage(AllSellersPage, {
      [SELLERS]: inTurn({ body: [karim] }, { body: [{ ...karim, verified: true }] }),
      "PATCH /api/users/s1": modified,
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("All Sellers");
    const table = await screen.findByRole("table", { name: "All sellers" });
    await user.click(within(table).getByRole("button", { name: "Verify Karim Phones" }));
    const dialog = screen.getByRole("dialog", { name: "Verify this seller?" });
    await user.click(within(dialog).getByRole("button", { name: "Verify" }));

    await vi.waitFor(() =>
      expect(within(table).queryByRole("img", { name: "Verified seller" })).not.toBeNull(),
    );
    expect(within(table).queryByRole("button", { name: "Verify Karim Phones" })).toBeNull();
    expect(api.callsTo("PATCH /api/users/s1")).toHaveLength(1);
    expect(success).toHaveBeenCalledWith("User verified successfully.");
  });

  it("warns that deleting a seller takes their phones and photos too", async () => {
    const { user } = renderPage(AllSellersPage, { [SELLERS]: { body: [karim] } });
    const table = await screen.findByRole("table", { name: "All sellers" });
    await user.click(within(table).getByRole("button", { name: "Delete Karim Phones" }));
    expect(screen.getByRole("dialog", { name: "Delete this user?" }).textContent).toContain(
      "with all their phones, photos and bookings. This can't be undone.",
    );
  });
});

describe("Admins", () => {
  it("lists the admins; one's own row offers nothing, another admin can be removed", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderPage(AdminsPage, {
      [ADMINS]: inTurn({ body: [tanvir, shila] }, { body: [shila] }),
      "PATCH /api/users/a2/demote": modified,
    });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Admins");
    const table = await screen.findByRole("table", { name: "All admins" });
    const ownRow = within(table).getAllByRole("row")[2]!;
    expect(ownRow.textContent).toContain("This is you.");
    expect(within(ownRow).queryAllByRole("button")).toEqual([]);

    await user.click(within(table).getByRole("button", { name: "Remove Admin: Tanvir" }));
    const dialog = screen.getByRole("dialog", { name: "Remove this admin?" });
    expect(dialog.textContent).toContain(
      "Tanvir (tanvir@example.com) becomes a buyer again and can no longer open the admin pages.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Remove Admin" }));

    await vi.waitFor(() => expect(namesIn(table)).toEqual(["Shila"]));
    expect(api.callsTo("PATCH /api/users/a2/demote")).toHaveLength(1);
    expect(success).toHaveBeenCalledWith("User is no longer an admin.");
  });

  it("shows the server's refusal and keeps the admin listed", async () => {
    const error = vi.spyOn(toast, "error");
    const { user } = renderPage(AdminsPage, {
      [ADMINS]: { body: [tanvir, shila] },
      "PATCH /api/users/a2/demote": {
        status: 409,
        body: {
          statusCode: 409,
          code: "CONFLICT",
          message: "The last admin cannot be demoted.",
        } satisfies ApiError,
      },
    });
    const table = await screen.findByRole("table", { name: "All admins" });
    await user.click(within(table).getByRole("button", { name: "Remove Admin: Tanvir" }));
    const dialog = screen.getByRole("dialog", { name: "Remove this admin?" });
    await user.click(within(dialog).getByRole("button", { name: "Remove Admin" }));

    await vi.waitFor(() => expect(error).toHaveBeenCalledWith("The last admin cannot be demoted."));
    expect(namesIn(table)).toEqual(["Tanvir", "Shila"]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
