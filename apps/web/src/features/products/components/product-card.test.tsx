import type { Product } from "@bechedaw/shared";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ProductCard } from "./product-card";

const iphone: Product = {
  _id: "p1",
  name: "iPhone 12 Pro",
  img: "/images/abc.webp",
  brand: "Apple",
  sellerName: "Rahim Uddin",
  sellerEmail: "rahim@example.com",
  sellerVerified: true,
  isAdvertised: true,
  status: "available",
  description: {
    resalePrice: 45000,
    originalPrice: 120000,
    yearsOfUse: "5 months",
    location: "Chittagong",
    date: "2023-01-05T08:30:00.000Z",
  },
};

function renderCard(product: Product = iphone) {
  const onBook = vi.fn();
  const onReport = vi.fn();
  render(<ProductCard product={product} onBook={onBook} onReport={onReport} />);
  return { onBook, onReport, card: screen.getByRole("article") };
}

describe("ProductCard", () => {
  it("shows the device name, the resale price in taka, the posted date and the location", () => {
    const { card } = renderCard();
    expect(within(card).getByRole("heading", { level: 3, name: "iPhone 12 Pro" })).toBeDefined();
    expect(within(card).getByText("Device Name")).toBeDefined();
    expect(within(card).getByText("৳45,000")).toBeDefined();
    expect(within(card).getByText("Jan 5, 2023")).toBeDefined();
    expect(within(card).getByText("Chittagong")).toBeDefined();
  });

  it("shows the card-size photo, lazily, with its size and the device name as alt text", () => {
    renderCard();
    const image = screen.getByRole("img", { name: "iPhone 12 Pro" });
    expect(image.getAttribute("src")).toBe("/images/abc-card.webp");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.getAttribute("width")).toBe("480");
    expect(image.getAttribute("height")).toBe("360");
  });

  it("shows a verified tick beside a verified seller", () => {
    renderCard();
    expect(screen.getByText("Rahim Uddin")).toBeDefined();
    expect(screen.getByRole("img", { name: "Verified seller" })).toBeDefined();
  });

  it("shows no tick for a seller who is not verified", () => {
    renderCard({ ...iphone, sellerVerified: false });
    expect(screen.getByText("Rahim Uddin")).toBeDefined();
    expect(screen.queryByRole("img", { name: "Verified seller" })).toBeNull();
  });

  it("keeps the details collapsed until See Details.... is pressed", async () => {
    renderCard();
    const toggle = screen.getByRole("button", { name: "See Details...." });
    const details = screen.getByText("Original Price").closest("dl")!;
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(details.hidden).toBe(true);

    await userEvent.click(toggle);

    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(details.hidden).toBe(false);
    expect(within(details).getByText("৳120,000")).toBeDefined();
    expect(within(details).getByText("Age of use")).toBeDefined();
    expect(within(details).getByText("5 months")).toBeDefined();
    expect(within(details).getByText("Seller Email")).toBeDefined();
    expect(within(details).getByText("rahim@example.com")).toBeDefined();
  });

  it("hands the product to Book Now and Report", async () => {
    const { onBook, onReport } = renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Book Now" }));
    await userEvent.click(screen.getByRole("button", { name: "Report" }));
    expect(onBook).toHaveBeenCalledWith(iphone);
    expect(onReport).toHaveBeenCalledWith(iphone);
  });
});
