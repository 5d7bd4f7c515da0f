import { BOOKING_MESSAGES, REPORT_MESSAGES, type Product } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionQueryKey } from "@/lib/session";
import { createQueryClient } from "@/lib/query-client";
import { ProductGrid } from "./product-grid";

const phone: Product = {
  _id: "p1",
  name: "Oppo Reno 8",
  img: "/images/reno.webp",
  brand: "Oppo",
  sellerName: "Salma",
  sellerEmail: "salma@example.com",
  sellerVerified: false,
  isAdvertised: true,
  status: "available",
  description: {
    resalePrice: 28000,
    originalPrice: 42000,
    yearsOfUse: "More than 1 year",
    location: "Bogura",
    date: "2024-06-01T04:00:00.000Z",
  },
};

function renderSignedOut() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionQueryKey, null);
  render(
    <QueryClientProvider client={queryClient}>
      <ProductGrid products={[phone]} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("ProductGrid for a signed-out visitor", () => {
  it("asks them to log in instead of opening the booking modal", async () => {
    const error = vi.spyOn(toast, "error");
    renderSignedOut();
    await userEvent.click(screen.getByRole("button", { name: "Book Now" }));
    expect(error).toHaveBeenCalledWith(BOOKING_MESSAGES.signInRequired, expect.anything());
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("asks them to log in before reporting", async () => {
    const error = vi.spyOn(toast, "error");
    renderSignedOut();
    await userEvent.click(screen.getByRole("button", { name: "Report" }));
    expect(error).toHaveBeenCalledWith(REPORT_MESSAGES.signInRequired, expect.anything());
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
