import { PRODUCTS_PAGE_SIZE, type Product } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/helpers";
import { seedDemo } from "../demo";

// A buyer types in Bangla, Banglish or both, misspells, names a model number or a place: on the
// demo catalogue (93 phones of every brand, named in English), each query finds the
// phones it means and nothing else.

let app: FastifyInstance;

beforeAll(async () => {
  app = await createTestApp();
  await seedDemo(app);
}, 120_000);
afterAll(() => app.close());

/** Every phone a search finds, all pages. */
async function phonesFound(q: string): Promise<Product[]> {
  const found: Product[] = [];
  let cursor: string | undefined;
  do {
    const query = new URLSearchParams({ q, ...(cursor ? { cursor } : {}) });
    const response = await app.inject({ method: "GET", url: `/api/products?${query.toString()}` });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<Product[]>();
    expect(page.length).toBeLessThanOrEqual(PRODUCTS_PAGE_SIZE);
    found.push(...page);
    cursor = response.headers["x-next-cursor"] as string | undefined;
  } while (cursor);
  return found;
}

/** The names of every phone a search finds. */
async function namesFound(q: string): Promise<string[]> {
  return (await phonesFound(q)).map((product) => product.name);
}

/** Every phone found matches `pattern`, and at least `atLeast` are found. */
async function expectOnly(q: string, pattern: RegExp, atLeast = 1) {
  const names = await namesFound(q);
  expect(names.length, `${q}: ${names.join(", ")}`).toBeGreaterThanOrEqual(atLeast);
  for (const name of names) expect(name, q).toMatch(pattern);
  return names;
}

describe("GET /api/products: a search typed in Bangla", () => {
  it("finds brands and series by their Bangla names", async () => {
    await expectOnly("আইফোন", /iPhone/, 20);
    await expectOnly("স্যামসাং", /Samsung|Galaxy/, 5);
    await expectOnly("স্যামসাং গ্যালাক্সি", /Galaxy/, 5);
    await expectOnly("অপো রেনো", /Reno/, 4);
  });

  it("reads Bangla digits as numbers, alone or inside a word", async () => {
    const bangla = await expectOnly("আইফোন ১৩", /iPhone 13\b/, 4);
    expect((await namesFound("iphone 13")).sort()).toEqual([...bangla].sort());
    await expectOnly("গ্যালাক্সি এস২৩", /Galaxy S23\b/, 2);
  });

  it("mixes scripts in one query", async () => {
    expect((await namesFound("iphone ১৩")).sort()).toEqual((await namesFound("iphone 13")).sort());
    expect((await namesFound("আইফোন 15 pro")).sort()).toEqual(
      (await namesFound("iphone 15 pro")).sort(),
    );
  });

  it("finds model words: Pro Max", async () => {
    await expectOnly("আইফোন প্রো ম্যাক্স", /iPhone \d+ Pro Max/, 4);
  });

  it("takes a number and its unit apart or together, in either script", async () => {
    const together = await expectOnly("128gb", /128GB/, 10);
    expect((await namesFound("128 GB")).sort()).toEqual([...together].sort());
    expect((await namesFound("১২৮ জিবি")).sort()).toEqual([...together].sort());
  });

  it("finds nothing for a Bangla word no phone has", async () => {
    expect(await namesFound("কম্পিউটার")).toEqual([]);
  });
});

describe("GET /api/products: model numbers, misspellings and places", () => {
  it("reads a number as a model number, never part of a storage or a RAM size", async () => {
    await expectOnly("iphone 12", /iPhone 12\b/, 4);
    await expectOnly("reno 8", /Reno 8\b/, 1);
    await expectOnly("galaxy s23", /Galaxy S23\b/, 2);
  });

  it("respells what sounds like a brand or series", async () => {
    const iphone13 = await namesFound("iphone 13");
    expect((await namesFound("ifone 13")).sort()).toEqual([...iphone13].sort());
    expect((await namesFound("aifon 13")).sort()).toEqual([...iphone13].sort());
  });

  it("takes a district's name, in either script, or a place in it, as the phone's place", async () => {
    const dhaka = await phonesFound("Dhaka");
    expect(dhaka.length).toBeGreaterThanOrEqual(5);
    for (const phone of dhaka) expect(phone.description.location).toBe("Dhaka");
    const ids = dhaka.map((phone) => phone._id).sort();
    for (const q of ["ঢাকা", "mirpur", "ঢাকায়"]) {
      expect((await phonesFound(q)).map((phone) => phone._id).sort(), q).toEqual(ids);
    }
    const iphones = await phonesFound("iphone dhaka");
    expect(iphones.length).toBeGreaterThanOrEqual(2);
    for (const phone of iphones) {
      expect(phone.description.location).toBe("Dhaka");
      expect(phone.name).toMatch(/iPhone/);
    }
  });
});
