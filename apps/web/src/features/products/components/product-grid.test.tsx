import { BOOKING_MESSAGES, REPORT_MESSAGES, type Product } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@/lib/toast";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SessionUser } from "@/lib/session";
import { createQueryClient } from "@/lib/query-client";
import { ProductGrid, type BookingDialogProps } from "./product-grid";
import { queryKeys } from "@/lib/query-keys";

const phone = {
  _id: "p1",
  name: "Oppo Reno 8",
  img: "/images/reno.webp",
  brand: "Oppo",
  sellerName: "Salma",
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
  isAdvertised: true,
  status: "available",
  description: {
    resalePrice: 28000,
    originalPrice: 42000,
    yearsOfUse: "More than 1 year",
    location: "Bogura",
    date: "2024-06-01T04:00:00.000Z",
  },
} satisfies Product;

const buyer: SessionUser = {
  id: "u2",
  name: "Karim",
  email: "karim@example.com",
  role: "Buyer",
  verified: false,
};

function FakeBookingDialog(props: BookingDialogProps) {
  return (
    <div role="dialog" aria-label={`Book ${props.product.name}`}>
      {props.user.name}
    </div>
  );
}

function renderGrid(options: {
  user: SessionUser | null;
  products?: Product[];
  booked?: string[];
}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session.all, options.user ? { user: options.user } : null);
  const booking = { Dialog: FakeBookingDialog, bookedProductIds: new Set(options.booked ?? []) };
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <ProductGrid products={options.products ?? [phone]} booking={booking} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => vi.restoreAllMocks());

describe("ProductGrid for a signed-out visitor", () => {
  it("asks them to log in instead of opening the booking dialog", async () => {
    const error = vi.spyOn(toast, "error");
    const user = renderGrid({ user: null });
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(error).toHaveBeenCalledWith(BOOKING_MESSAGES.signInRequired, expect.anything());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks them to log in before reporting", async () => {
    const error = vi.spyOn(toast, "error");
    const user = renderGrid({ user: null });
    await user.click(screen.getByRole("button", { name: "Report" }));
    expect(error).toHaveBeenCalledWith(REPORT_MESSAGES.signInRequired, expect.anything());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("ProductGrid for a signed-in buyer", () => {
  it("opens the booking dialog the page handed in", async () => {
    const user = renderGrid({ user: buyer });
    await user.click(screen.getByRole("button", { name: "Book Now" }));
    expect(screen.getByRole("dialog", { name: "Book Oppo Reno 8" }).textContent).toBe("Karim");
  });

  it("turns Book Now off on a phone already booked, and says where the booking is", () => {
    renderGrid({ user: buyer, booked: ["p1"] });
    const book = screen.getByRole<HTMLButtonElement>("button", { name: "Book Now" });
    expect(book.disabled).toBe(true);
    const reason = document.getElementById(book.getAttribute("aria-describedby")!)!;
    expect(reason.textContent).toBe("You booked this phone. See My Orders.");
    expect(within(reason).getByRole("link", { name: "My Orders" }).getAttribute("href")).toBe(
      "/dashboard/my-orders",
    );
  });

  it("turns Book Now off on the person's own listing", () => {
    renderGrid({ user: { ...buyer, id: "seller-1", role: "Seller" } });
    const book = screen.getByRole<HTMLButtonElement>("button", { name: "Book Now" });
    expect(book.disabled).toBe(true);
    const reason = document.getElementById(book.getAttribute("aria-describedby")!)!;
    expect(reason.textContent).toBe("This is your listing.");
  });

  it("keeps Book Now on for other phones", () => {
    const other = { ...phone, _id: "p2", name: "Galaxy A54" };
    renderGrid({ user: buyer, products: [phone, other], booked: ["p1"] });
    const cards = screen.getAllByRole("article");
    const bookButton = (card: HTMLElement) =>
      within(card).getByRole<HTMLButtonElement>("button", { name: "Book Now" });
    expect(cards.map((card) => bookButton(card).disabled)).toEqual([true, false]);
  });
});
