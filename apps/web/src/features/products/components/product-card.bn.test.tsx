import type { Product } from "@bechedaw/shared";
import { render as renderInPage, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { ProductCard } from "./product-card";

/** The card's name links to the phone's page, so it renders inside a router. */
const render = (card: ReactElement) => renderInPage(<MemoryRouter>{card}</MemoryRouter>);

const phone = {
  _id: "p1",
  name: "Samsung Galaxy S21",
  img: "/images/s21.webp",
  brand: "Samsung",
  sellerName: "Salma",
  sellerId: "seller-1",
  condition: null,
  storage: null,
  ram: null,
  colour: null,
  previousPrice: null,
  passport: null,
  sellerVerified: true,
  sellerTier: "identity",
  sellerShopName: null,
  sellerRating: { average: null, count: 0 },
  isAdvertised: true,
  status: "available",
  description: {
    resalePrice: 45000,
    originalPrice: 82000,
    yearsOfUse: "3 months",
    location: "Chittagong",
    date: "2024-06-01T04:00:00.000Z",
  },
} satisfies Product;

describe("a product card in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  it("shows the seller's rating in Bangla digits", () => {
    render(
      <ProductCard
        product={{ ...phone, sellerRating: { average: 4, count: 3 } }}
        onBook={() => undefined}
        onReport={() => undefined}
      />,
    );
    expect(within(screen.getByRole("article")).getByText("★ ৪.০ (৩)")).toBeTruthy();
  });

  it("shows the price in Bangla digits, a Bangla date and district, and Bangla buttons", async () => {
    render(<ProductCard product={phone} onBook={() => undefined} onReport={() => undefined} />);
    const card = screen.getByRole("article");
    const facts = within(card)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(facts).toEqual(["৳৪৫,০০০", "Salma", "১ জুন, ২০২৪", "চট্টগ্রাম"]);
    expect(within(card).getByRole("img", { name: "যাচাই করা বিক্রেতা" }).tagName).toBe("SPAN");
    const book = within(card).getByRole<HTMLButtonElement>("button", { name: "এখনই বুক করুন" });
    expect(book.disabled).toBe(false);

    await userEvent.setup().click(within(card).getByRole("button", { name: "বিস্তারিত দেখুন...." }));
    const details = within(card).getAllByRole("definition").slice(4);
    expect(details.map((value) => value.textContent)).toEqual(["৳৮২,০০০", "৩ মাস"]);
  });

  it("names the seller's tier in Bangla: email verified, or the shop with its name", () => {
    render(
      <ProductCard
        product={{ ...phone, sellerVerified: false, sellerTier: "email" }}
        onBook={() => undefined}
        onReport={() => undefined}
      />,
    );
    expect(screen.getByText("Salma").parentElement?.textContent).toBe("Salmaইমেইল যাচাই করা");
  });

  it("shows a verified shop's name in Bangla", () => {
    render(
      <ProductCard
        product={{ ...phone, sellerTier: "shop", sellerShopName: "সালমা মোবাইল" }}
        onBook={() => undefined}
        onReport={() => undefined}
      />,
    );
    expect(screen.getByRole("img", { name: "যাচাই করা দোকান · সালমা মোবাইল" }).tagName).toBe(
      "SPAN",
    );
  });
});
