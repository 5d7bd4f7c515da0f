import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import MyProductsPage from "./my-products-page";

const seller = {
  id: "u1",
  name: "Rahim",
  email: "rahim@example.com",
  role: "Seller",
  verified: false,
};
const phone = {
  _id: "p1",
  name: "iPhone 12",
  img: "/images/p1.webp",
  brand: "Apple",
  sellerName: "Rahim",
  sellerEmail: seller.email,
  sellerVerified: false,
  isAdvertised: false,
  status: "available",
  bookingCount: 1,
  description: {
    resalePrice: 45000,
    originalPrice: 80000,
    yearsOfUse: "1 month",
    location: "Dhaka",
    date: "2025-01-05T10:00:00.000Z",
  },
};

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

function renderPage(answers: Array<() => Promise<Response>>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answers.shift()!());
  vi.stubGlobal("fetch", fetchMock);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(["session"], { user: seller });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MyProductsPage />
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
afterEach(() => vi.unstubAllGlobals());

describe("MyProductsPage", () => {
  it("asks for the signed-in seller's own products", async () => {
    const { fetchMock } = renderPage([() => json([phone])]);
    expect(await screen.findByRole("table", { name: "Your products" })).toBeDefined();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/myproducts?email=rahim%40example.com");
  });

  it("says so when the seller has no products, with a way to add one", async () => {
    renderPage([() => json([])]);
    expect(await screen.findByText("You didn't add any products.")).toBeDefined();
    expect(screen.getAllByRole("link", { name: "Add A Product" })[0]?.getAttribute("href")).toBe(
      "/dashboard/add-products",
    );
  });

  it("shows an error with a retry that loads the list again", async () => {
    const { user } = renderPage([
      () => json({ statusCode: 403, code: "FORBIDDEN", message: "No" }, 403),
      () => json([phone]),
    ]);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You are not allowed to do that.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("table", { name: "Your products" })).toBeDefined();
  });

  it("sells the phone to a buyer chosen from its bookings, after confirming", async () => {
    const booking = {
      _id: "b1",
      buyerName: "Karim",
      buyerEmail: "karim@example.com",
      userPhone: "01712345678",
      userLocation: "Gazipur",
      price: 45000,
      status: "booked",
      date: "2025-01-06T10:00:00.000Z",
    };
    const { fetchMock, user } = renderPage([
      () => json([phone]),
      () => json([booking]),
      () => json({ acknowledged: true, modifiedCount: 1 }),
      () => json([{ ...phone, status: "sold", bookingCount: 0 }]),
      () => json([{ ...booking, status: "sold" }]),
    ]);
    const table = await screen.findByRole("table", { name: "Your products" });
    await user.click(within(table).getByRole("button", { name: /^Show bookings for iPhone 12/ }));
    const list = await screen.findByRole("dialog", { name: "Bookings for iPhone 12" });
    await user.click(await within(list).findByRole("button", { name: /^Sell to this buyer/ }));
    const confirm = screen.getByRole("dialog", { name: "Mark this phone as sold?" });
    expect(confirm.textContent).toContain("will be sold to Karim");
    await user.click(within(confirm).getByRole("button", { name: "Mark as sold" }));
    const after = await screen.findByRole("dialog", { name: "Bookings for iPhone 12" });
    expect(await within(after).findByText("Sold to this buyer")).toBeDefined();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/products/p1/sold",
      expect.objectContaining({ method: "PATCH", body: JSON.stringify({ bookingId: "b1" }) }),
    );
    expect(within(table).getByText("Sold")).toBeDefined();
  });

  it("deletes a product only after confirming", async () => {
    const { fetchMock, user } = renderPage([
      () => json([phone]),
      () => json({ acknowledged: true, deletedCount: 1 }),
      () => json([]),
    ]);
    const table = await screen.findByRole("table", { name: "Your products" });
    await user.click(within(table).getByRole("button", { name: "Delete iPhone 12" }));
    const dialog = screen.getByRole("dialog", { name: "Are you sure to delete?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("You didn't add any products.")).toBeDefined();
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/products/p1",
      expect.objectContaining({ method: "DELETE" }),
    );
  });
});
