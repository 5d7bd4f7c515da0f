import type { Order } from "@bechedaw/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/session";
import { mockApi } from "@/test/mock-api";
import MyOrdersPage from "./my-orders-page";
import { queryKeys } from "@/lib/query-keys";

const buyer: SessionUser = {
  id: "u2",
  name: "Karim",
  email: "karim@example.com",
  role: "Buyer",
  verified: false,
};
const order = {
  _id: "b1",
  productId: "p1",
  productImg: "/images/p1.webp",
  productName: "iPhone 12",
  productPrice: 45000,
  userLocation: "Dhaka",
  userPhone: "01712345678",
  status: "booked",
  date: "2025-01-06T10:00:00.000Z",
} satisfies Order;

const ORDERS = "GET /api/myorders";
const forbidden = { status: 403, body: { statusCode: 403, code: "FORBIDDEN", message: "No" } };

/** Answers GET /api/myorders with each list in turn (the last one from then on). */
function ordersInTurn(...answers: Array<{ status?: number; body: unknown }>) {
  return () => (answers.length > 1 ? answers.shift()! : answers[0]!);
}

function renderPage(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.session.all, { user: buyer });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MyOrdersPage />
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

describe("MyOrdersPage", () => {
  it("lists the signed-in buyer's own bookings", async () => {
    const { api } = renderPage({ [ORDERS]: { body: [order] } });
    const table = await screen.findByRole("table", { name: "Your orders" });
    expect(within(table).getAllByRole("row")[1]?.textContent).toContain("iPhone 12");
    expect(api.callsTo(ORDERS)[0]?.url.searchParams.get("email")).toBe(buyer.email);
  });

  it("says so when nothing is booked, with a way back to the phones", async () => {
    renderPage({ [ORDERS]: { body: [] } });
    const empty = await screen.findByText("You didn't book any products.");
    expect(empty.tagName).toBe("P");
    expect(screen.getByRole("link", { name: "Browse phones" }).getAttribute("href")).toBe("/");
  });

  it("shows an error with a retry that loads the list again", async () => {
    const { user } = renderPage({ [ORDERS]: ordersInTurn(forbidden, { body: [order] }) });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You are not allowed to do that.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    const table = await screen.findByRole("table", { name: "Your orders" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
  });

  it("cancels a booking only after confirming", async () => {
    const success = vi.spyOn(toast, "success");
    const { api, user } = renderPage({
      [ORDERS]: ordersInTurn({ body: [order] }, { body: [] }),
      "DELETE /api/bookedproducts/b1": { body: { acknowledged: true, deletedCount: 1 } },
    });
    const table = await screen.findByRole("table", { name: "Your orders" });
    await user.click(
      within(table).getByRole("button", { name: "Delete the booking of iPhone 12" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    expect(api.callsTo("DELETE /api/bookedproducts/b1")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect((await screen.findByText("You didn't book any products.")).tagName).toBe("P");
    expect(api.callsTo("DELETE /api/bookedproducts/b1")).toHaveLength(1);
    expect(success).toHaveBeenCalledWith("Booking cancelled.");
  });
});
