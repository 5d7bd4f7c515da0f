import type { AGES_OF_USE, Brand, Location } from "@bechedaw/shared";
import type { DemoSellerKey } from "./demo.accounts";

type Age = (typeof AGES_OF_USE)[number];

export type DemoProduct = {
  brand: Brand;
  /** As drawn on the picture, e.g. "Galaxy A54 5G"; the listing's name adds brand and storage. */
  model: string;
  storage: string;
  resalePrice: number;
  originalPrice: number;
  yearsOfUse: Age;
  location: Location;
  seller: DemoSellerKey;
  isAdvertised: boolean;
  /** Which colour finish the picture shows (its place within the brand). */
  finish: number;
};

type Row = [
  model: string,
  storage: string,
  resale: number,
  original: number,
  age: Age,
  location: Location,
  seller: DemoSellerKey,
  advertised?: "ad",
];

const YEAR = "More than 1 year";

// Asking prices of used phones in Bangladesh, whole taka; original = the official price new.
const APPLE: Row[] = [
  ["iPhone 13", "128GB", 62000, 95000, "8 months", "Dhaka", "rahim", "ad"],
  ["iPhone 11", "64GB", 28000, 75000, YEAR, "Chittagong", "karim"],
  ["iPhone 12", "128GB", 40000, 92000, YEAR, "Gazipur", "rahim"],
  ["iPhone 14 Pro", "128GB", 95000, 145000, "10 months", "Dhaka", "karim", "ad"],
  ["iPhone 12 mini", "64GB", 27000, 70000, YEAR, "Rangpur", "karim"],
  ["iPhone 15", "128GB", 92000, 125000, "4 months", "Bogura", "rahim"],
  ["iPhone XR", "64GB", 18500, 65000, YEAR, "Dinajpur", "karim"],
  ["iPhone 13 Pro Max", "128GB", 85000, 150000, "11 months", "Barishal", "rahim"],
  ["iPhone SE (2022)", "64GB", 24000, 55000, "7 months", "Thakurgaon", "karim"],
  ["iPhone 14", "128GB", 72000, 110000, "9 months", "Kurigram", "rahim"],
  ["iPhone 15 Pro Max", "256GB", 140000, 190000, "3 months", "Dhaka", "rahim", "ad"],
  ["iPhone 11 Pro", "256GB", 38000, 120000, YEAR, "Chittagong", "karim"],
  ["iPhone 13 mini", "128GB", 45000, 85000, YEAR, "Gazipur", "rahim"],
  ["iPhone 14 Plus", "128GB", 76000, 120000, "6 months", "Rangpur", "karim"],
  ["iPhone 12 Pro", "128GB", 48000, 115000, YEAR, "Bogura", "rahim"],
  ["iPhone 16", "128GB", 115000, 140000, "2 months", "Dhaka", "karim"],
  ["iPhone XS Max", "256GB", 25000, 110000, YEAR, "Barishal", "karim"],
  ["iPhone 13 Pro", "256GB", 78000, 140000, "11 months", "Dinajpur", "rahim"],
  ["iPhone 15 Plus", "256GB", 105000, 145000, "5 months", "Chittagong", "rahim"],
  ["iPhone 12 Pro Max", "256GB", 58000, 135000, YEAR, "Kurigram", "karim"],
  ["iPhone 14 Pro Max", "256GB", 115000, 175000, "8 months", "Thakurgaon", "rahim"],
  ["iPhone SE (2020)", "64GB", 15000, 48000, YEAR, "Rangpur", "karim"],
  ["iPhone 16 Pro", "256GB", 150000, 185000, "1 month", "Dhaka", "rahim"],
  ["iPhone 15 Pro", "256GB", 125000, 170000, "4 months", "Gazipur", "karim"],
  ["iPhone 11", "128GB", 31000, 82000, YEAR, "Bogura", "rahim"],
  ["iPhone 12", "64GB", 36000, 85000, YEAR, "Barishal", "karim"],
];

const SAMSUNG: Row[] = [
  ["Galaxy A54 5G", "8/256GB", 32000, 50999, "7 months", "Dhaka", "karim", "ad"],
  ["Galaxy S23 Ultra", "12/256GB", 105000, 164999, "10 months", "Chittagong", "rahim", "ad"],
  ["Galaxy A14", "4/64GB", 11500, 19999, "5 months", "Kurigram", "karim"],
  ["Galaxy S21 FE 5G", "8/128GB", 30000, 69999, YEAR, "Gazipur", "rahim"],
  ["Galaxy A34 5G", "8/128GB", 24500, 40999, "9 months", "Rangpur", "karim"],
  ["Galaxy S24", "8/256GB", 88000, 124999, "3 months", "Dhaka", "rahim"],
  ["Galaxy M34 5G", "6/128GB", 17000, 27999, "6 months", "Thakurgaon", "karim"],
  ["Galaxy Note 20 Ultra", "12/256GB", 48000, 139999, YEAR, "Barishal", "rahim"],
  ["Galaxy A24", "6/128GB", 15500, 26999, "8 months", "Bogura", "karim"],
  ["Galaxy S22 Ultra", "12/256GB", 72000, 154999, YEAR, "Dinajpur", "rahim"],
  ["Galaxy A55 5G", "8/256GB", 41000, 57999, "2 months", "Chittagong", "rahim"],
  ["Galaxy S23", "8/256GB", 68000, 119999, "11 months", "Dhaka", "karim"],
  ["Galaxy A35 5G", "8/128GB", 31000, 44999, "3 months", "Kurigram", "rahim"],
];

const OPPO: Row[] = [
  ["Reno 8 5G", "8/256GB", 32000, 52990, "9 months", "Dhaka", "karim", "ad"],
  ["A78", "8/128GB", 17500, 27990, "6 months", "Bogura", "karim"],
  ["Reno 11 F 5G", "8/256GB", 30000, 38990, "2 months", "Chittagong", "rahim", "ad"],
  ["A58", "6/128GB", 13500, 21990, "5 months", "Thakurgaon", "karim"],
  ["Reno 10 5G", "8/256GB", 34000, 49990, "7 months", "Gazipur", "rahim"],
  ["A38", "4/128GB", 10500, 16990, "1 month", "Kurigram", "karim"],
  ["Find X5 Pro", "12/256GB", 55000, 119990, YEAR, "Dhaka", "rahim", "ad"],
  ["Reno 8T", "8/128GB", 22000, 37990, "10 months", "Rangpur", "karim"],
  ["A96", "8/128GB", 16000, 27990, YEAR, "Dinajpur", "rahim"],
  ["F21 Pro", "8/128GB", 19000, 32990, YEAR, "Barishal", "karim"],
  ["Reno 7", "8/128GB", 18500, 36990, YEAR, "Chittagong", "rahim"],
  ["A17", "4/64GB", 8500, 14990, "11 months", "Rangpur", "karim"],
  ["A98 5G", "8/256GB", 23000, 36990, "8 months", "Gazipur", "rahim"],
];

function toProduct(brand: Brand, row: Row, finish: number): DemoProduct {
  const [model, storage, resalePrice, originalPrice, yearsOfUse, location, seller, ad] = row;
  return {
    brand,
    model,
    storage,
    resalePrice,
    originalPrice,
    yearsOfUse,
    location,
    seller,
    isAdvertised: ad === "ad",
    finish,
  };
}

/** The listing's name as a seller would type it: "Samsung Galaxy A54 5G 8/256GB". */
export function demoProductName(product: DemoProduct): string {
  const prefix = product.brand === "Apple" ? "" : `${product.brand} `;
  return `${prefix}${product.model} ${product.storage}`;
}

/** Every demo listing, newest first, the three brands taking turns so lists look mixed. */
export const DEMO_PRODUCTS: readonly DemoProduct[] = (() => {
  const lists = [
    APPLE.map((row, i) => toProduct("Apple", row, i)),
    SAMSUNG.map((row, i) => toProduct("Samsung", row, i)),
    OPPO.map((row, i) => toProduct("Oppo", row, i)),
  ];
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => lists.flatMap((list) => list[i] ?? []));
})().flat();
