import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/lib/query-keys";
import type { SessionUser } from "@/lib/session";
import { toast } from "@/lib/toast";
import { mockApi } from "@/test/mock-api";
import { SaveSearchButton } from "./save-search-button";

const buyer: SessionUser = {
  id: "u1",
  name: "Nadia",
  email: "nadia@example.com",
  role: "Buyer",
  verified: false,
};
const SEARCH = { q: "galaxy s22", brand: "Samsung", maxPrice: "50000" };

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

function renderButton(user: SessionUser | null, routes: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.session.all, { user });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/phones?q=galaxy+s22"]}>
        <Routes>
          <Route
            path="/phones"
            element={<SaveSearchButton search={SEARCH} defaultName="galaxy s22" />}
          />
          <Route path="/login" element={<h1>Log in</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

describe("SaveSearchButton", () => {
  it("sends a visitor to log in, saying why", async () => {
    const error = vi.spyOn(toast, "error");
    const { user } = renderButton(null);
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeTruthy();
    expect(error).toHaveBeenCalledWith("Please log in to save a search.", expect.anything());
  });

  it("saves the search with its name and email choice", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderButton(buyer, {
      "POST /api/saved-searches": { body: { _id: "s1" } },
    });
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    const dialog = await screen.findByRole("dialog", { name: "Save this search" });
    const name = within(dialog).getByLabelText("Name");
    expect((name as HTMLInputElement).value).toBe("galaxy s22");
    await user.clear(name);
    await user.type(name, "My Galaxy");
    await user.selectOptions(within(dialog).getByLabelText("Also by email"), "daily");
    await user.click(within(dialog).getByRole("button", { name: "Save search" }));
    await vi.waitFor(() => expect(success).toHaveBeenCalled());
    expect(api.callsTo("POST /api/saved-searches").map((call) => call.body)).toEqual([
      { name: "My Galaxy", search: SEARCH, email: "daily" },
    ]);
  });

  it("says so when the user has saved as many searches as one may", async () => {
    const error = vi.spyOn(toast, "error");
    const { user } = renderButton(buyer, {
      "POST /api/saved-searches": {
        status: 409,
        body: { statusCode: 409, code: "SAVED_SEARCHES_FULL", message: "full" },
      },
    });
    await user.click(screen.getByRole("button", { name: "Save this search" }));
    const dialog = await screen.findByRole("dialog", { name: "Save this search" });
    await user.click(within(dialog).getByRole("button", { name: "Save search" }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        "You have saved 20 searches, the most there can be: delete one first.",
      ),
    );
  });
});
