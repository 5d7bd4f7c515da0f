import type { Product } from "@bechedaw/shared";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { mockApi } from "@/test/mock-api";
import { AdvertisedSection } from "./advertised-section";
import { queryKeys } from "@/lib/query-keys";

const phone = (index: number) =>
  ({
    _id: `p${index}`,
    name: `Galaxy S${index}`,
    img: `/images/p${index}.webp`,
    brand: "Samsung",
    sellerName: "Rahim",
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
      resalePrice: 30000 + index,
      originalPrice: 60000,
      yearsOfUse: "1 year",
      location: "Dhaka",
      date: "2025-01-05T10:00:00.000Z",
    },
  }) satisfies Product;

function renderSection(count: number) {
  mockApi({
    "GET /api/advertisedProducts": { body: Array.from({ length: count }, (_, i) => phone(i + 1)) },
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.session.all, null);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <AdvertisedSection booking={{ Dialog: () => null, bookedProductIds: new Set() }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const cards = () =>
  within(screen.getByRole("region", { name: "Advertised Product" })).getAllByRole("article");

describe("AdvertisedSection", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("draws the first six phones and six more for each Show more, until none are left", async () => {
    renderSection(14);
    await screen.findByRole("heading", { name: "Galaxy S1" });
    expect(cards()).toHaveLength(6);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Show more phones" }));
    expect(cards()).toHaveLength(12);
    await user.click(screen.getByRole("button", { name: "Show more phones" }));
    expect(cards()).toHaveLength(14);
    expect(screen.queryByRole("button", { name: "Show more phones" })).toBeNull();
  });

  it("has no Show more when every phone fits", async () => {
    renderSection(6);
    await screen.findByRole("heading", { name: "Galaxy S6" });
    expect(cards()).toHaveLength(6);
    expect(screen.queryByRole("button", { name: "Show more phones" })).toBeNull();
  });

  it("loads the first row's photos at once and first, the rest lazily, each in two sizes", async () => {
    renderSection(6);
    const photos = await screen.findAllByRole("img", { name: /^Galaxy S/ });
    expect(photos.map((photo) => photo.getAttribute("loading"))).toEqual([
      "eager",
      "eager",
      "eager",
      "lazy",
      "lazy",
      "lazy",
    ]);
    expect(photos[0]?.getAttribute("fetchpriority")).toEqual("high");
    expect(photos[3]?.getAttribute("fetchpriority")).toEqual("auto");
    expect(photos[0]?.getAttribute("src")).toEqual("/images/p1-card.webp");
    expect(photos[0]?.getAttribute("srcset")).toEqual(
      "/images/p1-card.webp 480w, /images/p1.webp 1200w",
    );
    expect(photos[0]?.getAttribute("sizes")).toEqual(expect.stringContaining("100vw"));
  });
});
