import type { Product } from "@bechedaw/shared";
import { cleanup, render as renderInPage, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { ProductCard } from "./product-card";

/** The card's name links to the phone's page, so it renders inside a router. */
const render = (card: ReactElement) => renderInPage(<MemoryRouter>{card}</MemoryRouter>);

const iphone = {
  _id: "p1",
  name: "iPhone 12 Pro",
  img: "/images/abc.webp",
  brand: "Apple",
  sellerName: "Rahim Uddin",
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
    originalPrice: 120000,
    yearsOfUse: "5 months",
    location: "Chittagong",
    date: "2023-01-05T08:30:00.000Z",
  },
} satisfies Product;

function renderCard(product: Product = iphone) {
  const onBook = vi.fn();
  const onReport = vi.fn();
  render(<ProductCard product={product} onBook={onBook} onReport={onReport} />);
  return { onBook, onReport, card: screen.getByRole("article") };
}

describe("ProductCard", () => {
  it("shows the device name, the resale price in taka, the posted date and the location", () => {
    const { card } = renderCard();
    expect(within(card).getByRole("heading", { level: 3 }).textContent).toBe("iPhone 12 Pro");
    expect(within(card).getByRole("link", { name: "iPhone 12 Pro" }).getAttribute("href")).toBe(
      "/phones/p1",
    );
    const facts = within(card)
      .getAllByRole("term")
      .map((term) => {
        return `${term.textContent}: ${term.nextElementSibling?.textContent}`;
      });
    expect(facts.slice(0, 4)).toEqual([
      "Price: ৳45,000",
      "Seller: Rahim Uddin",
      "Posted on: Jan 5, 2023",
      "Location: Chittagong",
    ]);
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
    const seller = screen.getByText("Rahim Uddin").parentElement!;
    expect(
      within(seller)
        .getAllByRole("img")
        .map((img) => img.getAttribute("aria-label")),
    ).toEqual(["Verified seller"]);
  });

  it("shows no tick for a seller who is not verified", () => {
    renderCard({ ...iphone, sellerVerified: false, sellerTier: "none" });
    expect(screen.getByText("Rahim Uddin").parentElement?.textContent).toBe("Rahim Uddin");
    expect(screen.queryByRole("img", { name: "Verified seller" })).toBeNull();
  });

  it("says Email verified beside a seller whose email is confirmed, with no tick", () => {
    renderCard({ ...iphone, sellerVerified: false, sellerTier: "email" });
    const seller = screen.getByText("Rahim Uddin").parentElement!;
    expect(seller.textContent).toBe("Rahim UddinEmail verified");
    expect(within(seller).queryByRole("img")).toBeNull();
  });

  it("shows a verified shop's tick with its name", () => {
    renderCard({ ...iphone, sellerTier: "shop", sellerShopName: "Rahim Mobile Corner" });
    const seller = screen.getByText("Rahim Uddin").parentElement!;
    expect(within(seller).getByRole("img").getAttribute("aria-label")).toBe(
      "Verified shop · Rahim Mobile Corner",
    );
    expect(seller.textContent).toBe("Rahim UddinVerified shop · Rahim Mobile Corner");
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
    const rows = within(details)
      .getAllByRole("term")
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(["Original Price: ৳120,000", "Age of use: 5 months"]);
  });

  it("shows the seller's rating from real deals, and nothing before the first review", () => {
    const { card } = renderCard({ ...iphone, sellerRating: { average: 4.5, count: 12 } });
    expect(within(card).getByText("★ 4.5 (12)")).toBeTruthy();
    cleanup();
    const unrated = renderCard().card;
    expect(within(unrated).queryByText(/★/)).toBeNull();
  });

  it("shows a long seller name cut short, with the whole name as its title", () => {
    const sellerName = "Mohammad".repeat(12);
    renderCard({ ...iphone, sellerName });
    expect(screen.getByText(sellerName).getAttribute("title")).toBe(sellerName);
  });

  it("turns Book Now off and says why when booking cannot work", () => {
    render(
      <ProductCard
        product={iphone}
        bookingBlock="This is your listing."
        onBook={vi.fn()}
        onReport={vi.fn()}
      />,
    );
    const book = screen.getByRole<HTMLButtonElement>("button", { name: "Book Now" });
    expect(book.disabled).toBe(true);
    expect(document.getElementById(book.getAttribute("aria-describedby")!)?.textContent).toBe(
      "This is your listing.",
    );
  });

  it("hands the product to Book Now and Report", async () => {
    const { onBook, onReport } = renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Book Now" }));
    await userEvent.click(screen.getByRole("button", { name: "Report" }));
    expect(onBook).toHaveBeenCalledWith(iphone);
    expect(onReport).toHaveBeenCalledWith(iphone);
  });
});
