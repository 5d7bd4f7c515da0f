import type { ReportedProduct } from "@bechedaw/shared";
import { render, screen, within } from "@testing-library/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activateLocale } from "@/lib/i18n/i18n";
import { ReportedProductsTable } from "./reported-products-table";

const base = {
  img: "/images/a.webp",
  brand: "Apple",
  sellerName: "রহিম",
  sellerEmail: "rahim@example.com",
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
  isAdvertised: false,
  status: "available",
  description: {
    resalePrice: 45000,
    originalPrice: 80000,
    yearsOfUse: "3 months",
    location: "Dhaka",
    date: "2025-01-05T10:00:00.000Z",
  },
} satisfies Omit<ReportedProduct, "_id" | "name" | "reportCount" | "reports">;

const products: ReportedProduct[] = [
  {
    ...base,
    _id: "a",
    name: "iPhone 13",
    reportCount: 2,
    reports: [
      { kind: "stolen", reason: "দেখে চুরি করা মনে হচ্ছে", date: "2025-01-08T10:00:00.000Z" },
      { kind: "other", reason: null, date: "2025-01-06T10:00:00.000Z" },
    ],
  },
  {
    ...base,
    _id: "b",
    name: "Galaxy S21",
    brand: "Samsung",
    sellerEmail: "",
    sellerId: "seller-1",
    condition: null,
    storage: null,
    ram: null,
    colour: null,
    previousPrice: null,
    passport: null,
    status: "sold",
    description: { ...base.description, resalePrice: 123500 },
    reportCount: 1,
    reports: [],
  },
];

describe("ReportedProductsTable in Bangla", () => {
  beforeAll(() => activateLocale("bn"));
  afterAll(() => activateLocale("en"));

  function renderTable() {
    render(
      <ReportedProductsTable
        products={products}
        busyIds={[]}
        onDismiss={() => {}}
        onDelete={() => {}}
      />,
    );
    const table = screen.getByRole("table", { name: "রিপোর্ট করা পণ্য" });
    return { table, rows: within(table).getAllByRole("row").slice(1) };
  }

  it("heads the columns in Bangla and writes prices in Bangla digits", () => {
    const { table, rows } = renderTable();
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["পণ্য", "দাম", "বিক্রেতা", "রিপোর্ট", "বাদ দিন/মুছুন"]);
    expect(within(rows[0]!).getByText("৳৪৫,০০০")).toBeDefined();
    expect(within(rows[1]!).getByText("৳১,২৩,৫০০")).toBeDefined();
    expect(within(rows[1]!).getByText("বিক্রি হয়েছে")).toBeDefined();
    expect(within(rows[1]!).getAllByRole("cell")[2]?.textContent).toBe("অজানা");
  });

  it("counts the reports and lists the reasons with Bangla dates", () => {
    const { rows } = renderTable();
    const reports = within(rows[0]!).getAllByRole("cell")[3]!;
    expect(reports.querySelector("summary")?.textContent).toBe(
      "২টি রিপোর্ট (iPhone 13): কারণগুলো দেখুন",
    );
    expect(
      within(reports)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["চুরি করাদেখে চুরি করা মনে হচ্ছে৮ জানু, ২০২৫", "অন্যান্যকারণ জানানো হয়নি৬ জানু, ২০২৫"]);
    expect(within(rows[1]!).getByText("১টি রিপোর্ট")).toBeDefined();
    expect(within(rows[1]!).getByRole("listitem").textContent).toBe("কোনো কারণ লেখা নেই।");
  });

  it("names the buttons for the product in Bangla", () => {
    const { table } = renderTable();
    expect(
      within(table)
        .getAllByRole("button")
        .map((button) => `${button.getAttribute("aria-label")} | ${button.textContent}`),
    ).toEqual([
      "iPhone 13-এর রিপোর্টগুলো বাদ দিন | বাদ দিন",
      "iPhone 13 মুছুন | মুছুন",
      "Galaxy S21-এর রিপোর্টগুলো বাদ দিন | বাদ দিন",
      "Galaxy S21 মুছুন | মুছুন",
    ]);
  });
});
