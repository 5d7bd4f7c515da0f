import {
  monthsOfUse,
  RAM_SIZES,
  STORAGE_SIZES,
  type AGES_OF_USE,
  type Brand,
  type Condition,
  type Location,
} from "@bechedaw/shared";
import type { DemoSellerKey } from "./demo.accounts";

type Age = (typeof AGES_OF_USE)[number];

export type DemoProduct = {
  brand: Brand;
  /** As drawn on the picture, e.g. "Galaxy A54 5G"; the listing's name adds brand and storage. */
  model: string;
  /** As sellers write it: "128GB", RAM first when given ("8/256GB"), "1TB". */
  storage: string;
  resalePrice: number;
  originalPrice: number;
  yearsOfUse: Age;
  location: Location;
  seller: DemoSellerKey;
  isAdvertised: boolean;
  /** Broken: sold for its parts (the last word of its row says so). */
  isForParts: boolean;
  /** Which colour finish the picture shows (its place within the brand). */
  finish: number;
};

type StorageSize = (typeof STORAGE_SIZES)[number];
type RamSize = (typeof RAM_SIZES)[number];

type Row = [
  model: string,
  storage: string,
  resale: number,
  original: number,
  age: Age,
  location: Location,
  seller: DemoSellerKey,
  note?: "ad" | "for-parts",
];

const TWO_YEARS = "2 years";

// Asking prices of used phones in Bangladesh, whole taka; original = the official price new.
const APPLE: Row[] = [
  ["iPhone 13", "128GB", 62000, 95000, "8 months", "Dhaka", "rahim", "ad"],
  ["iPhone 11", "64GB", 28000, 75000, "3 years", "Chittagong", "karim"],
  ["iPhone 12", "128GB", 40000, 92000, TWO_YEARS, "Gazipur", "rahim"],
  ["iPhone 14 Pro", "128GB", 95000, 145000, "10 months", "Dhaka", "karim", "ad"],
  ["iPhone 12 mini", "64GB", 27000, 70000, TWO_YEARS, "Rangpur", "karim"],
  ["iPhone 15", "128GB", 92000, 125000, "4 months", "Bogura", "rahim"],
  ["iPhone XR", "64GB", 18500, 65000, "5 years", "Dinajpur", "karim"],
  ["iPhone 13 Pro Max", "128GB", 85000, 150000, "11 months", "Barishal", "rahim"],
  ["iPhone SE (2022)", "64GB", 24000, 55000, "7 months", "Thakurgaon", "karim"],
  ["iPhone 14", "128GB", 72000, 110000, "9 months", "Kurigram", "rahim"],
  ["iPhone 15 Pro Max", "256GB", 140000, 190000, "3 months", "Dhaka", "rahim", "ad"],
  ["iPhone 11 Pro", "256GB", 38000, 120000, "3 years", "Chittagong", "karim"],
  ["iPhone 13 mini", "128GB", 45000, 85000, "1 year", "Gazipur", "rahim"],
  ["iPhone 14 Plus", "128GB", 76000, 120000, "6 months", "Rangpur", "karim"],
  ["iPhone 12 Pro", "128GB", 48000, 115000, TWO_YEARS, "Bogura", "rahim"],
  ["iPhone 16", "128GB", 115000, 140000, "2 months", "Dhaka", "karim"],
  ["iPhone XS Max", "256GB", 25000, 110000, "More than 5 years", "Barishal", "karim"],
  ["iPhone 13 Pro", "256GB", 78000, 140000, "11 months", "Dinajpur", "rahim"],
  ["iPhone 15 Plus", "256GB", 105000, 145000, "5 months", "Chittagong", "rahim"],
  ["iPhone 12 Pro Max", "256GB", 58000, 135000, "4 years", "Kurigram", "karim"],
  ["iPhone 14 Pro Max", "256GB", 115000, 175000, "8 months", "Thakurgaon", "rahim"],
  ["iPhone SE (2020)", "64GB", 15000, 48000, TWO_YEARS, "Rangpur", "karim"],
  ["iPhone 16 Pro", "256GB", 150000, 185000, "1 month", "Dhaka", "rahim"],
  ["iPhone 15 Pro", "256GB", 125000, 170000, "4 months", "Gazipur", "karim"],
  ["iPhone 11", "128GB", 31000, 82000, TWO_YEARS, "Bogura", "rahim"],
  ["iPhone 12", "64GB", 36000, 85000, TWO_YEARS, "Barishal", "karim"],
  ["iPhone 15 Pro Max", "1TB", 165000, 235000, "5 months", "Sylhet", "rahim"],
  ["iPhone 7 Plus", "32GB", 4500, 60000, TWO_YEARS, "Khulna", "karim", "for-parts"],
];

const SAMSUNG: Row[] = [
  ["Galaxy A54 5G", "8/256GB", 32000, 50999, "7 months", "Dhaka", "karim", "ad"],
  ["Galaxy S23 Ultra", "12/256GB", 105000, 164999, "10 months", "Chittagong", "rahim", "ad"],
  ["Galaxy A14", "4/64GB", 11500, 19999, "5 months", "Kurigram", "karim"],
  ["Galaxy S21 FE 5G", "8/128GB", 30000, 69999, TWO_YEARS, "Gazipur", "rahim"],
  ["Galaxy A34 5G", "8/128GB", 24500, 40999, "9 months", "Rangpur", "karim"],
  ["Galaxy S24", "8/256GB", 88000, 124999, "3 months", "Dhaka", "rahim"],
  ["Galaxy M34 5G", "6/128GB", 17000, 27999, "6 months", "Thakurgaon", "karim"],
  ["Galaxy Note 20 Ultra", "12/256GB", 48000, 139999, TWO_YEARS, "Barishal", "rahim"],
  ["Galaxy A24", "6/128GB", 15500, 26999, "8 months", "Bogura", "karim"],
  ["Galaxy S22 Ultra", "12/256GB", 72000, 154999, TWO_YEARS, "Dinajpur", "rahim"],
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
  ["Find X5 Pro", "12/256GB", 55000, 119990, TWO_YEARS, "Dhaka", "rahim", "ad"],
  ["Reno 8T", "8/128GB", 22000, 37990, "10 months", "Rangpur", "karim"],
  ["A96", "8/128GB", 16000, 27990, TWO_YEARS, "Dinajpur", "rahim"],
  ["F21 Pro", "8/128GB", 19000, 32990, TWO_YEARS, "Barishal", "karim"],
  ["Reno 7", "8/128GB", 18500, 36990, TWO_YEARS, "Chittagong", "rahim"],
  ["A17", "4/64GB", 8500, 14990, "11 months", "Rangpur", "karim"],
  ["A98 5G", "8/256GB", 23000, 36990, "8 months", "Gazipur", "rahim"],
];

// The other brands Bangladesh buys, a few phones each across more districts.
const OTHER_BRANDS: [Brand, Row[]][] = [
  [
    "Xiaomi",
    [
      ["13T Pro", "12/512GB", 52000, 74999, "6 months", "Dhaka", "rahim", "ad"],
      ["12 Lite", "8/256GB", 24000, 39999, TWO_YEARS, "Sylhet", "karim"],
      ["14", "12/512GB", 78000, 99999, "3 months", "Chittagong", "rahim"],
    ],
  ],
  [
    "Redmi",
    [
      ["Note 13 Pro", "8/256GB", 26500, 35999, "4 months", "Dhaka", "karim", "ad"],
      ["13C", "4/128GB", 11000, 15999, "2 months", "Rajshahi", "rahim"],
      ["Note 12", "6/128GB", 14500, 21999, "10 months", "Khulna", "karim"],
      ["A3", "3/64GB", 8000, 10999, "1 month", "Mymensingh", "rahim"],
    ],
  ],
  [
    "Poco",
    [
      ["X6 Pro 5G", "12/512GB", 34000, 42999, "5 months", "Gazipur", "karim"],
      ["C65", "6/128GB", 11500, 15999, "3 months", "Cumilla", "rahim"],
    ],
  ],
  [
    "Realme",
    [
      ["11 Pro 5G", "8/256GB", 27000, 39999, "7 months", "Dhaka", "rahim"],
      ["C55", "6/128GB", 13500, 19999, "9 months", "Narayanganj", "karim"],
      ["Narzo 60", "8/128GB", 17000, 24999, "6 months", "Rangpur", "rahim"],
      ["C53", "4/64GB", 9500, 14999, TWO_YEARS, "Jashore", "karim"],
    ],
  ],
  [
    "Vivo",
    [
      ["V29 5G", "12/256GB", 36000, 49999, "4 months", "Chittagong", "karim", "ad"],
      ["Y36", "8/128GB", 15500, 22999, "8 months", "Bogura", "rahim"],
      ["Y17s", "4/64GB", 9000, 13999, TWO_YEARS, "Sylhet", "karim"],
      ["T2x 5G", "6/128GB", 14000, 19999, "11 months", "Rajshahi", "rahim"],
    ],
  ],
  [
    "Infinix",
    [
      ["Note 30", "8/256GB", 16500, 21999, "5 months", "Dhaka", "karim"],
      ["Hot 40i", "8/128GB", 11000, 14999, "2 months", "Khulna", "rahim"],
      ["Zero 30 5G", "12/256GB", 25000, 33999, "7 months", "Cumilla", "karim"],
    ],
  ],
  [
    "Tecno",
    [
      ["Camon 20 Pro", "8/256GB", 19000, 27999, "6 months", "Mymensingh", "rahim"],
      ["Spark 20", "8/128GB", 12500, 16999, "3 months", "Gazipur", "karim"],
      ["Pova 5", "8/128GB", 14000, 19999, "9 months", "Barishal", "rahim"],
    ],
  ],
  [
    "OnePlus",
    [
      ["11 5G", "16/256GB", 58000, 84999, "10 months", "Dhaka", "rahim"],
      ["Nord CE 3 Lite", "8/128GB", 21000, 32999, TWO_YEARS, "Chittagong", "karim"],
      ["Nord 3", "16/256GB", 36000, 49999, "8 months", "Sylhet", "rahim"],
    ],
  ],
  [
    "Symphony",
    [
      ["Innova 30", "3/32GB", 5500, 8990, "4 months", "Dinajpur", "karim"],
      ["Atom 3", "2/16GB", 3200, 5490, "7 months", "Thakurgaon", "rahim"],
      ["Z60 Plus", "6/128GB", 9500, 13990, "2 months", "Kurigram", "karim"],
    ],
  ],
  [
    "Walton",
    [
      ["Primo S8", "4/64GB", 6500, 11990, TWO_YEARS, "Rangpur", "rahim"],
      ["NEXG N25", "4/128GB", 9000, 12990, "5 months", "Rajshahi", "karim"],
      ["Orbit Y21", "3/32GB", 5000, 8490, "8 months", "Jashore", "rahim"],
    ],
  ],
  [
    "Google",
    [
      ["Pixel 7a", "8/128GB", 33000, 55000, "9 months", "Dhaka", "karim"],
      ["Pixel 6 Pro", "12/128GB", 38000, 95000, TWO_YEARS, "Chittagong", "rahim"],
    ],
  ],
  ["Nokia", [["C12", "2/64GB", 5500, 9990, "6 months", "Bogura", "karim"]]],
  ["Motorola", [["Moto G84 5G", "12/256GB", 21000, 29999, "5 months", "Khulna", "rahim"]]],
  ["Huawei", [["Nova 9", "8/128GB", 20000, 45000, TWO_YEARS, "Narayanganj", "karim"]]],
  ["Honor", [["X9b 5G", "12/256GB", 28000, 37999, "3 months", "Cumilla", "rahim"]]],
  ["Other", [["Itel A70", "4/128GB", 7000, 10490, "2 months", "Mymensingh", "karim"]]],
];

function toProduct(brand: Brand, row: Row, finish: number): DemoProduct {
  const [model, storage, resalePrice, originalPrice, yearsOfUse, location, seller, note] = row;
  return {
    brand,
    model,
    storage,
    resalePrice,
    originalPrice,
    yearsOfUse,
    location,
    seller,
    isAdvertised: note === "ad",
    isForParts: note === "for-parts",
    finish,
  };
}

/**
 * The listing's name as a seller would type it: "Samsung Galaxy A54 5G 8/256GB"; an iPhone's
 * and an "Other" phone's model names their maker already.
 */
export function demoProductName(product: DemoProduct): string {
  const prefix = product.brand === "Apple" || product.brand === "Other" ? "" : `${product.brand} `;
  return `${prefix}${product.model} ${product.storage}`;
}

/** Storage and RAM in GB as the listing's fields: "8/256GB" → 256 and 8, "1TB" → 1024. */
export function demoSizes(product: DemoProduct): { storage: StorageSize; ram?: RamSize } {
  const [, ram, size, unit] = /^(?:(\d+)\/)?(\d+)(GB|TB)$/.exec(product.storage) ?? [];
  const gb = Number(size) * (unit === "TB" ? 1024 : 1);
  const storage = STORAGE_SIZES.find((known) => known === gb);
  const ramSize = RAM_SIZES.find((known) => known === Number(ram));
  if (storage === undefined) throw new Error(`demo storage not offered: ${product.storage}`);
  return ramSize === undefined ? { storage } : { storage, ram: ramSize };
}

/**
 * The phone's condition, as its age and price say: a few months old is like new; the older,
 * the more wear, every third old phone only fair; a broken one for its parts.
 */
export function demoCondition(product: DemoProduct, index: number): Condition {
  if (product.isForParts) return "for-parts";
  const months = monthsOfUse(product.yearsOfUse);
  if (months <= 3) return "like-new";
  if (months <= 8) return "excellent";
  return months > 12 && index % 3 === 0 ? "fair" : "good";
}

/** Round-robin over lists, so that a list of phones looks mixed: a, b, c, a, b, c, … */
function takingTurns<T>(lists: T[][]): T[] {
  const longest = Math.max(...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => lists.flatMap((list) => list[i] ?? [])).flat();
}

/**
 * Every demo listing, newest first: the site's first three brands taking turns with a phone of
 * one of the other brands (themselves in turns), so lists look mixed.
 */
export const DEMO_PRODUCTS: readonly DemoProduct[] = takingTurns([
  APPLE.map((row, i) => toProduct("Apple", row, i)),
  SAMSUNG.map((row, i) => toProduct("Samsung", row, i)),
  OPPO.map((row, i) => toProduct("Oppo", row, i)),
  takingTurns(OTHER_BRANDS.map(([brand, rows]) => rows.map((row, i) => toProduct(brand, row, i)))),
]);
