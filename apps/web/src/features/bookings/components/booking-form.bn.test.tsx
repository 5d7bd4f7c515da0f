import type { Product } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { createQueryClient } from "@/lib/query-client";
import { BookingForm } from "./booking-form";

const product = {
  _id: "p1",
  name: "iPhone 12",
  img: "/images/iphone.webp",
  brand: "Apple",
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
  isAdvertised: false,
  status: "available",
  description: {
    resalePrice: 52000,
    originalPrice: 90000,
    yearsOfUse: "1 month",
    location: "Dhaka",
    date: "2024-06-01T04:00:00.000Z",
  },
} satisfies Product;

describe("the booking form in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  it("labels every field in Bangla, shows the price in Bangla digits and districts in Bangla", async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <BookingForm
          product={product}
          user={{ name: "করিম", email: "karim@example.com" }}
          onDone={() => undefined}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText<HTMLInputElement>("দাম").value).toBe("৳৫২,০০০");
    const location = screen.getByLabelText<HTMLSelectElement>("দেখা করার স্থান");
    expect(location.value).toBe("Dhaka");
    expect(location.selectedOptions[0]?.textContent).toBe("ঢাকা");

    await userEvent.setup().click(screen.getByRole("button", { name: "জমা দিন" }));
    expect((await screen.findByRole("alert")).textContent).toBe("ফোন নম্বর লিখুন");
  });
});
