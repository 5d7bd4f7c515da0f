import type { MyProduct, ProductBooking } from "@bechedaw/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/session";
import { mockApi } from "@/test/mock-api";
import MyProductsPage from "./my-products-page";
import { queryKeys } from "@/lib/query-keys";

const seller: SessionUser = {
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
  sellerId: "seller-1",
  condition: null,
  storage: null,
  ram: null,
  colour: null,
  previousPrice: null,
  passport: null,
  sellerVerified: false,
  sellerTier: "none",
  sellerShopName: null,
  sellerRating: { average: null, count: 0 },
  isAdvertised: false,
  status: "available",
  bookingCount: 1,
  favouriteCount: 0,
  rejectionReason: null,
  description: {
    resalePrice: 45000,
    originalPrice: 80000,
    yearsOfUse: "1 month",
    location: "Dhaka",
    date: "2025-01-05T10:00:00.000Z",
  },
} satisfies MyProduct;

const PRODUCTS = "GET /api/myproducts";
const forbidden = { status: 403, body: { statusCode: 403, code: "FORBIDDEN", message: "No" } };

/** Answers with each body in turn (the last one from then on). */
function inTurn(...answers: Array<{ status?: number; body: unknown }>) {
  return () => (answers.length > 1 ? answers.shift()! : answers[0]!);
}

function renderPage(routes: Parameters<typeof mockApi>[0]) {
  const api = mockApi(routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.session.all, { user: seller });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <MyProductsPage />
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
afterEach(() => vi.unstubAllGlobals());

describe("MyProductsPage", () => {
  it("lists the signed-in seller's own products", async () => {
    const { api } = renderPage({ [PRODUCTS]: { body: [phone] } });
    const table = await screen.findByRole("table", { name: "Your products" });
    expect(within(table).getAllByRole("row")[1]?.textContent).toContain("iPhone 12");
    expect(api.callsTo(PRODUCTS)[0]?.url.searchParams.get("email")).toBe(seller.email);
  });

  it("loads the next page with Load more, then offers no more", async () => {
    const older = { ...phone, _id: "p2", name: "Galaxy S21", brand: "Samsung" } as const;
    const { api, user } = renderPage({
      [PRODUCTS]: ({ url }) =>
        url.searchParams.get("cursor") === "c2"
          ? { body: [older] }
          : { body: [phone], headers: { "x-next-cursor": "c2" } },
    });
    const table = await screen.findByRole("table", { name: "Your products" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Load more" }));
    await vi.waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    expect(within(table).getAllByRole("row")[2]?.textContent).toContain("Galaxy S21");
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
    const cursors = api.callsTo(PRODUCTS).map((call) => call.url.searchParams.get("cursor"));
    expect(cursors).toEqual([null, "c2"]);
  });

  it("says so when the seller has no products, with a way to add one", async () => {
    renderPage({ [PRODUCTS]: { body: [] } });
    expect((await screen.findByText("You didn't add any products.")).tagName).toBe("P");
    expect(screen.getAllByRole("link", { name: "Add A Product" })[0]?.getAttribute("href")).toBe(
      "/dashboard/add-products",
    );
  });

  it("shows an error with a retry that loads the list again", async () => {
    const { user } = renderPage({ [PRODUCTS]: inTurn(forbidden, { body: [phone] }) });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("You are not allowed to do that.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    const table = await screen.findByRole("table", { name: "Your products" });
    expect(within(table).getAllByRole("row")).toHaveLength(2);
  });

  it("lists the phone's bookings, each linking to its deal (selling to a buyer is the handover)", async () => {
    const booking = {
      _id: "b1",
      buyerName: "Karim",
      userPhone: null,
      userLocation: "Gazipur",
      price: 45000,
      status: "booked",
      date: "2025-01-06T10:00:00.000Z",
    } satisfies ProductBooking;
    const { api, user } = renderPage({
      [PRODUCTS]: { body: [phone] },
      "GET /api/products/p1/bookings": { body: [booking] },
    });
    const table = await screen.findByRole("table", { name: "Your products" });
    await user.click(within(table).getByRole("button", { name: /^Show bookings for iPhone 12/ }));
    const list = await screen.findByRole("dialog", { name: "Bookings for iPhone 12" });
    const deal = await within(list).findByRole("link", { name: "Open the deal with Karim" });
    expect(deal.getAttribute("href")).toBe("/dashboard/deals/b1");
    expect(within(list).getByText("Shown once you accept").tagName).toBe("SPAN");
    expect(within(list).queryByRole("button", { name: /^Sell to this buyer/ })).toBeNull();
    expect(api.callsTo("PATCH /api/products/p1/sold")).toHaveLength(0);
  });

  it("deletes a product only after confirming", async () => {
    const { api, user } = renderPage({
      [PRODUCTS]: inTurn({ body: [phone] }, { body: [] }),
      "DELETE /api/products/p1": { body: { acknowledged: true, deletedCount: 1 } },
    });
    const table = await screen.findByRole("table", { name: "Your products" });
    await user.click(within(table).getByRole("button", { name: "Delete iPhone 12" }));
    const dialog = screen.getByRole("dialog", { name: "Are you sure to delete?" });
    expect(api.callsTo("DELETE /api/products/p1")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await screen.findByText("You didn't add any products.")).tagName).toBe("P");
    expect(api.callsTo("DELETE /api/products/p1")).toHaveLength(1);
  });
});
