import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminUser } from "@/features/admin/api/admin-types";
import { withoutUser } from "@/features/admin/api/admin-users";
import AllBuyersPage from "./all-buyers-page";

const buyer = (id: string, name: string): AdminUser => ({
  _id: id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  role: "Buyer",
  verified: false,
});
const nadia = buyer("b1", "Nadia");
const sumon = buyer("b2", "Sumon");

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

function renderPage(answers: Array<() => Promise<Response>>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answers.shift()!());
  vi.stubGlobal("fetch", fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AllBuyersPage />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods; these open and close it without a top layer.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.open = false;
  };
});
afterEach(() => vi.unstubAllGlobals());

describe("withoutUser", () => {
  it("takes the user out of a list and leaves a message alone", () => {
    expect(withoutUser([nadia, sumon], "b1")).toEqual([sumon]);
    expect(withoutUser({ message: "forbidden access" }, "b1")).toEqual({
      message: "forbidden access",
    });
    expect(withoutUser(undefined, "b1")).toBeUndefined();
  });
});

describe("AllBuyersPage", () => {
  it("deletes a buyer after confirming and removes them at once, without a refetch", async () => {
    const { fetchMock, user } = renderPage([
      () => json([nadia, sumon]),
      () => json({ acknowledged: true, deletedCount: 1 }),
    ]);
    const table = await screen.findByRole("table", { name: "All buyers" });
    await user.click(within(table).getByRole("button", { name: "Delete Nadia" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this user?" });
    expect(dialog.textContent).toContain("nadia@example.com");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    await vi.waitFor(() => expect(within(table).queryByText("Nadia")).toBeNull());
    expect(within(table).getByText("Sumon")).toBeDefined();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/users/b1",
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("makes a buyer an admin after confirming, then fetches the list again", async () => {
    const { fetchMock, user } = renderPage([
      () => json([nadia, sumon]),
      () => json({ acknowledged: true, modifiedCount: 1 }),
      () => json([sumon]),
    ]);
    const table = await screen.findByRole("table", { name: "All buyers" });
    await user.click(within(table).getByRole("button", { name: "Make Admin: Nadia" }));
    const dialog = screen.getByRole("dialog", { name: "Make this user an admin?" });
    await user.click(within(dialog).getByRole("button", { name: "Make Admin" }));

    await vi.waitFor(() => expect(within(table).queryByText("Nadia")).toBeNull());
    expect(fetchMock.mock.calls[1]).toEqual([
      "/api/users/b1/role",
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ role: "Admin" }) }),
    ]);
    expect(fetchMock.mock.calls[2]?.[0]).toBe("/api/users/allbuyers");
  });

  it("shows the server's message instead of the table", async () => {
    renderPage([() => json({ message: "forbidden access" })]);
    expect(await screen.findByText("forbidden access")).toBeDefined();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a failed load with a retry", async () => {
    const { user } = renderPage([
      () => json({ statusCode: 403, code: "FORBIDDEN", message: "No" }, 403),
      () => json([]),
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("The buyers could not be loaded.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No buyers yet.")).toBeDefined();
  });
});
