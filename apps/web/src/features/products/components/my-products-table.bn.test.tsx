import type { MyProduct } from "@bechedaw/shared";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { MyProductsTable } from "./my-products-table";

const phone = (overrides: Partial<MyProduct> & Pick<MyProduct, "_id" | "name">): MyProduct => ({
  img: `/images/${overrides._id}.webp`,
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
  bookingCount: 0,
  favouriteCount: 0,
  rejectionReason: null,
  description: {
    resalePrice: 45000,
    originalPrice: 80000,
    yearsOfUse: "3 months",
    location: "Rangpur",
    date: "2025-01-05T10:00:00.000Z",
  },
  ...overrides,
});

describe("My Products in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  it("heads, prices, counts, districts and actions in Bangla", () => {
    render(
      <MemoryRouter>
        <MyProductsTable
          products={[
            phone({ _id: "a", name: "iPhone 12", bookingCount: 12, favouriteCount: 3 }),
            phone({ _id: "b", name: "Oppo A54", brand: "Oppo", status: "sold" }),
          ]}
          advertisingIds={[]}
          onAdvertise={() => {}}
          onDelete={() => {}}
          onShowBookings={() => {}}
          onMarkSold={() => {}}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole("table", { name: "আপনার পণ্য" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual([
      "পণ্য",
      "দাম",
      "বুকিং",
      "পছন্দ করেছেন",
      "পাওয়া যাচ্ছে/বিক্রি হয়েছে",
      "সম্পাদনা/বিজ্ঞাপন/মুছুন",
    ]);
    const [iphone, oppo] = within(table).getAllByRole("row").slice(1);
    expect(iphone?.textContent).toContain("৳৪৫,০০০");
    expect(iphone?.textContent).toContain("অ্যাপল · রংপুর");
    const bookings = within(iphone!).getByRole("button", {
      name: "iPhone 12-এর বুকিং দেখুন (১২টি খোলা)",
    });
    expect(bookings.textContent).toBe("১২");
    expect(
      within(iphone!).getByLabelText("iPhone 12: ৩ জন পছন্দের তালিকায় রেখেছেন").textContent,
    ).toBe("৩");
    expect(
      within(iphone!).getByRole("button", { name: "বিক্রি হয়েছে চিহ্নিত করুন: iPhone 12" })
        .textContent,
    ).toBe("বিক্রি হয়েছে চিহ্নিত করুন");
    expect(within(iphone!).getByRole("link", { name: "iPhone 12 সম্পাদনা করুন" }).textContent).toBe(
      "সম্পাদনা",
    );
    expect(within(oppo!).getByRole("button", { name: "Oppo A54 সম্পাদনা করুন" }).title).toBe(
      "বিক্রি হয়ে যাওয়া ফোনের বিজ্ঞাপন সম্পাদনা করা যায় না।",
    );
    expect(within(oppo!).getByText("বিক্রি হয়েছে").textContent).toBe("বিক্রি হয়েছে");
    expect(within(oppo!).getByRole("button", { name: "Oppo A54-এর বিজ্ঞাপন দিন" }).title).toBe(
      "বিক্রি হয়ে যাওয়া ফোনের বিজ্ঞাপন দেওয়া যায় না।",
    );
  });

  it("says held and rejected in Bangla, with the admin's reason", () => {
    render(
      <MemoryRouter>
        <MyProductsTable
          products={[
            phone({ _id: "h", name: "iPhone 14", status: "held" }),
            phone({
              _id: "r",
              name: "Galaxy S22",
              status: "rejected",
              rejectionReason: "ঝাপসা ছবি",
            }),
          ]}
          advertisingIds={[]}
          onAdvertise={() => {}}
          onDelete={() => {}}
          onShowBookings={() => {}}
          onMarkSold={() => {}}
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole("table", { name: "আপনার পণ্য" });
    const [held, rejected] = within(table).getAllByRole("row").slice(1);
    expect(within(held!).getByText("যাচাইয়ের অপেক্ষায়")).toBeTruthy();
    expect(within(rejected!).getByText("বাতিল")).toBeTruthy();
    expect(within(rejected!).getByText("কারণ: ঝাপসা ছবি")).toBeTruthy();
  });
});
