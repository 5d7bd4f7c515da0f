import type { Order, Product } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { sessionQueryKey, type SessionUser } from "@/lib/session";
import { mockApi } from "@/testing/mock-api";
import CategoryPage from "./category-page";

const buyer: SessionUser = {
  id: "u2",
  name: "Karim",
  email: "karim@example.com",
  role: "Buyer",
  verified: false,
};

const phone = (id: string, name: string) =>
  ({
    _id: id,
    name,
    img: `/images/${id}.webp`,
    brand: "Apple",
    sellerName: "Rahim",
    sellerEmail: "rahim@example.com",
    sellerId: "seller-1",
    condition: null,
    storage: null,
    ram: null,
    colour: null,
    previousPrice: null,
    sellerVerified: true,
    isAdvertised: false,
    status: "available",
    description: {
      resalePrice: 45000,
      originalPrice: 90000,
      yearsOfUse: "5 months",
      location: "Dhaka",
      date: "2025-01-05T10:00:00.000Z",
    },
  }) satisfies Product;

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

function renderAt(path: string, user: SessionUser | null = null) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, user ? { user } : null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/category/:name" element={<CategoryPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("CategoryPage for an unknown brand", () => {
  it("says there is no such category and links to the three we have", () => {
    renderAt("/category/Nokia");
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe("Latest Available Phones");
    expect(screen.getByText(/^We don't have a category/).textContent).toBe(
      "We don't have a category called Nokia",
    );
    const links = screen.getAllByRole("link").map((link) => link.getAttribute("href"));
    expect(links).toEqual(["/category/Apple", "/category/Samsung", "/category/Oppo"]);
  });
});

describe("CategoryPage for a signed-in buyer", () => {
  it("turns Book Now off on a phone the buyer's orders already hold", async () => {
    const api = mockApi({
      "GET /api/products": { body: [phone("p1", "iPhone 12"), phone("p2", "iPhone 13")] },
      "GET /api/myorders": { body: [order] },
    });
    renderAt("/category/apple", buyer);
    const cards = await screen.findAllByRole("article");
    const iphone12 = cards.find((card) => within(card).queryByText("iPhone 12"))!;
    await vi.waitFor(() =>
      expect(within(iphone12).getByText(/You booked this phone/).textContent).toBe(
        "You booked this phone. See My Orders.",
      ),
    );
    const bookButtons = cards.map(
      (card) => within(card).getByRole<HTMLButtonElement>("button", { name: "Book Now" }).disabled,
    );
    expect(bookButtons).toEqual([true, false]);
    expect(api.callsTo("GET /api/myorders")[0]?.url.searchParams.get("email")).toBe(buyer.email);
    expect(api.callsTo("GET /api/products")[0]?.url.searchParams.get("category")).toBe("Apple");
  });
});
