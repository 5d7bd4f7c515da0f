import type { SavedSearch } from "@bechedaw/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { queryKeys } from "@/lib/query-keys";
import type { SessionUser } from "@/lib/session";
import { mockApi } from "@/test/mock-api";
import SavedSearchesPage from "./saved-searches-page";

const buyer: SessionUser = {
  id: "u1",
  name: "Nadia",
  email: "nadia@example.com",
  role: "Buyer",
  verified: false,
};
const galaxies = {
  _id: "s1",
  name: "Galaxies",
  search: { brand: "Samsung", q: "galaxy" },
  path: "/phones?brand=Samsung&q=galaxy",
  email: "off",
  paused: false,
  createdAt: "2026-11-28T08:00:00.000Z",
  lastEmailedAt: null,
} satisfies SavedSearch;

function Results() {
  return <h1>Results {useLocation().search}</h1>;
}

function renderPage(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ "GET /api/saved-searches": { body: [galaxies] }, ...extra });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.session.all, { user: buyer });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/dashboard/saved-searches"]}>
        <Routes>
          <Route path="/dashboard/saved-searches" element={<SavedSearchesPage />} />
          <Route path="/phones" element={<Results />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
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
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("SavedSearchesPage", () => {
  it("pauses a search and changes its emails, sending only the change", async () => {
    const { api, user } = renderPage({
      "PATCH /api/saved-searches/s1": { body: { ...galaxies, paused: true } },
    });
    const card = await screen.findByRole("listitem", { name: "Galaxies" });
    await user.click(within(card).getByRole("button", { name: "Pause" }));
    expect(await within(card).findByText("Paused: no alerts")).toBeTruthy();
    await user.selectOptions(within(card).getByLabelText("Emails for “Galaxies”"), "daily");
    await vi.waitFor(() => expect(api.callsTo("PATCH /api/saved-searches/s1")).toHaveLength(2));
    expect(api.callsTo("PATCH /api/saved-searches/s1").map((call) => call.body)).toEqual([
      { paused: true },
      { email: "daily" },
    ]);
  });

  it("opens the search's results", async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole("link", { name: "Open the search" }));
    expect(
      await screen.findByRole("heading", { name: "Results ?brand=Samsung&q=galaxy" }),
    ).toBeTruthy();
  });

  it("deletes a search after asking, and then says there are none", async () => {
    const { api, user } = renderPage({
      "DELETE /api/saved-searches/s1": { body: { acknowledged: true, deletedCount: 1 } },
    });
    const card = await screen.findByRole("listitem", { name: "Galaxies" });
    await user.click(within(card).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this saved search?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("No saved searches yet")).toBeTruthy();
    expect(api.callsTo("DELETE /api/saved-searches/s1")).toHaveLength(1);
  });
});
