import type { EmailSwitches, Notification } from "@bechedaw/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import type { SessionUser } from "@/lib/session";
import { mockApi } from "@/test/mock-api";
import { toast } from "@/lib/toast";
import NotificationsPage from "./notifications-page";
import { queryKeys } from "@/lib/query-keys";

const seller: SessionUser = {
  id: "u1",
  name: "Rahim",
  email: "rahim@example.com",
  role: "Seller",
  verified: false,
};
const booked = {
  _id: "n2",
  kind: "booking-created",
  productId: "p1",
  productName: "iPhone 13",
  reason: null,
  dealId: null,
  link: "/dashboard/my-products",
  createdAt: "2026-11-24T08:00:00.000Z",
  readAt: null,
} satisfies Notification;
const rejected = {
  _id: "n1",
  kind: "listing-rejected",
  productId: "p2",
  productName: "Galaxy S21",
  reason: "Blurry photo",
  dealId: null,
  link: "/dashboard/my-products",
  createdAt: "2026-11-23T08:00:00.000Z",
  readAt: "2026-11-23T09:00:00.000Z",
} satisfies Notification;
const allOn = {
  "booking-created": true,
  "booking-cancelled": true,
  "listing-approved": true,
  "listing-rejected": true,
  "listing-reported": true,
  "booked-phone-sold": true,
  "booked-phone-deleted": true,
  "listing-awaits-review": true,
  "listing-third-report": true,
  "deal-accepted": true,
  "meetup-proposed": true,
  "meetup-confirmed": true,
  "deal-cancelled": true,
  "handover-locked": true,
  "deal-message": true,
  "review-received": true,
  "deal-ended": true,
  "favourite-price-dropped": true,
  "favourite-sold": true,
  "saved-search-match": true,
} satisfies EmailSwitches;

const LIST = "GET /api/notifications";
const routes = {
  [LIST]: { body: [booked, rejected] },
  "GET /api/notifications/email": { body: allOn },
  "GET /api/notifications/unread-count": { body: { count: 1 } },
  "GET /api/users/userrole/rahim@example.com": { body: { userRole: "Seller" } },
};

function renderPage(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...routes, ...extra });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.session.all, { user: seller });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={["/dashboard/notifications"]}>
        <Routes>
          <Route path="/dashboard/notifications" element={<NotificationsPage />} />
          <Route path="/dashboard/my-products" element={<h1>My Products</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("NotificationsPage", () => {
  it("lists the notifications newest first, in words, the unread one marked", async () => {
    renderPage();
    const links = await screen.findAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining("Unread: Your iPhone 13 was booked."),
      expect.stringContaining("Your Galaxy S21 was rejected: Blurry photo"),
    ]);
    expect(links[0]!.getAttribute("href")).toBe("/dashboard/my-products");
  });

  it("opening an unread notification marks it read and goes to what it is about", async () => {
    const { api, user } = renderPage({
      "POST /api/notifications/n2/read": { body: { acknowledged: true, modifiedCount: 1 } },
    });
    await user.click(await screen.findByRole("link", { name: /iPhone 13 was booked/ }));
    expect(await screen.findByRole("heading", { name: "My Products" })).toBeTruthy();
    expect(api.callsTo("POST /api/notifications/n2/read")).toHaveLength(1);
  });

  it("opening a read one sends nothing", async () => {
    const { api, user } = renderPage();
    await user.click(await screen.findByRole("link", { name: /Galaxy S21 was rejected/ }));
    await screen.findByRole("heading", { name: "My Products" });
    expect(api.callsTo("POST /api/notifications/n1/read")).toEqual([]);
    expect(api.callsTo("POST /api/notifications/n2/read")).toEqual([]);
  });

  it("marks all as read", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderPage({
      "POST /api/notifications/read-all": { body: { acknowledged: true, modifiedCount: 1 } },
    });
    await user.click(await screen.findByRole("button", { name: "Mark all as read" }));
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith("All notifications are marked as read."),
    );
    expect(api.callsTo("POST /api/notifications/read-all")).toHaveLength(1);
    expect(screen.queryByText(/Unread:/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark all as read" })).toBeNull();
  });

  it("says so when there are none", async () => {
    renderPage({ [LIST]: { body: [] } });
    expect(
      await screen.findByText("No notifications yet. We'll tell you here when something happens."),
    ).toBeTruthy();
  });

  it("turns a kind's email off, and shows a seller no admin switches", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderPage({
      "PUT /api/notifications/email": { body: { ...allOn, "booking-created": false } },
    });
    const group = await screen.findByRole("group", { name: "Email me when" });
    const switches = within(group).getAllByRole("checkbox");
    expect(switches).toHaveLength(18);
    expect(within(group).queryByText("a new listing waits for review")).toBeNull();
    const booking = within(group).getByRole("checkbox", { name: "a phone of mine is booked" });
    await user.click(booking);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith("Email settings saved."));
    expect(api.callsTo("PUT /api/notifications/email")[0]?.body).toEqual({
      "booking-created": false,
    });
    expect((booking as HTMLInputElement).checked).toBe(false);
  });

  it("shows more with the next page's cursor", async () => {
    const { api, user } = renderPage({
      [LIST]: ({ url }) =>
        url.searchParams.get("cursor") === "c2"
          ? { body: [rejected] }
          : { body: [booked], headers: { "x-next-cursor": "c2" } },
    });
    await user.click(await screen.findByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("link", { name: /Galaxy S21/ })).toBeTruthy();
    expect(api.callsTo(LIST).map((call) => call.url.searchParams.get("cursor"))).toEqual([
      null,
      "c2",
    ]);
  });
});

describe("NotificationsPage in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  it("says each notification and switch in Bangla", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "বিজ্ঞপ্তি" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: /আপনার iPhone 13 বুক করা হয়েছে।/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: /প্রত্যাখ্যাত হয়েছে: Blurry photo/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "সবগুলো পড়া হয়েছে" })).toBeTruthy();
    expect(await screen.findByRole("checkbox", { name: "আমার কোনো ফোন বুক হলে" })).toBeTruthy();
  });
});
