import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import MyOrdersPage from "./my-orders-page";

const buyer = { id: "u2", name: "Karim", email: "karim@example.com", role: "Buyer" };
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
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

function renderPage(answers: Array<() => Promise<Response>>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answers.shift()!());
  vi.stubGlobal("fetch", fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(["session"], { user: buyer });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MyOrdersPage />
      </MemoryRouter>
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
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("MyOrdersPage", () => {
  it("asks for the signed-in buyer's own bookings", async () => {
    const { fetchMock } = renderPage([() => json([order])]);
    expect(await screen.findByRole("table", { name: "Your orders" })).toBeDefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/myorders?email=karim%40example.com");
  });

  it("says so when nothing is booked, with a way back to the phones", async () => {
    renderPage([() => json([])]);
    expect(await screen.findByText("You didn't book any products.")).toBeDefined();
    expect(screen.getByRole("link", { name: "Browse phones" }).getAttribute("href")).toBe("/");
  });

  it("shows an error with a retry that loads the list again", async () => {
    const { user } = renderPage([
      () => json({ statusCode: 403, code: "FORBIDDEN", message: "No" }, 403),
      () => json([order]),
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You are not allowed to do that.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Your orders" })).toBeDefined();
  });

  it("cancels a booking only after confirming", async () => {
    const success = vi.spyOn(toast, "success");
    const { fetchMock, user } = renderPage([
      () => json([order]),
      () => json({ acknowledged: true, deletedCount: 1 }),
      () => json([]),
    ]);
    const table = await screen.findByRole("table", { name: "Your orders" });
    await user.click(
      within(table).getByRole("button", { name: "Delete the booking of iPhone 12" }),
    );
    const dialog = screen.getByRole("dialog", { name: "Cancel this booking?" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect(await screen.findByText("You didn't book any products.")).toBeDefined();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/bookedproducts/b1",
      expect.objectContaining({ method: "DELETE" }),
    );
    expect(success).toHaveBeenCalledWith("Booking cancelled.");
  });
});
