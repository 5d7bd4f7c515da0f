import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import { UNREAD_POLL_MS } from "../api/notifications";
import NotificationBell from "./notification-bell";

const COUNT = "GET /api/notifications/unread-count";

function renderBell(counts: number[]) {
  const api = mockApi({
    [COUNT]: () => ({ body: { count: counts.length > 1 ? counts.shift()! : counts[0]! } }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("NotificationBell", () => {
  it("shows how many notifications are unread and opens the list", async () => {
    renderBell([3]);
    const bell = await screen.findByRole("link", { name: "Notifications: 3 unread" });
    expect(bell.getAttribute("href")).toBe("/dashboard/notifications");
    expect(bell.textContent).toBe("3");
  });

  it("shows no number when everything is read", async () => {
    const api = renderBell([0]);
    await vi.waitFor(() => expect(api.callsTo(COUNT)).toHaveLength(1));
    const bell = await screen.findByRole("link", { name: "Notifications" });
    expect(bell.textContent).toBe("");
  });

  it("says 99+ past 99", async () => {
    renderBell([250]);
    const bell = await screen.findByRole("link", { name: "Notifications: 250 unread" });
    expect(bell.textContent).toBe("99+");
  });

  it("asks again every few seconds, so a new notification shows without reloading", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = renderBell([0, 1]);
    await screen.findByRole("link", { name: "Notifications" });
    expect(api.callsTo(COUNT)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect(await screen.findByRole("link", { name: "Notifications: 1 unread" })).toBeTruthy();
    expect(api.callsTo(COUNT)).toHaveLength(2);
    expect(UNREAD_POLL_MS).toBeLessThan(10_000);
  });
});
