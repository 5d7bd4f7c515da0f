import type { ApiError, SearchAlternatives } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  createUserFast,
  productInput,
  uploadTestImage,
  type TestUser,
} from "../../../test/helpers";
import { createProduct, type NewProduct } from "../listings/listings.service";
import { alternativesWork } from "./catalogue.alternatives.service";

let app: FastifyInstance;
let seller: TestUser;

async function list(overrides: Record<string, unknown>) {
  const img = await uploadTestImage(app, seller);
  await createProduct(app.db, { id: seller.id, role: "Seller" }, {
    ...productInput(img, overrides),
  } as NewProduct);
}

const at = (resalePrice: number, location: string) => ({
  description: { resalePrice, originalPrice: 200000, yearsOfUse: "6 months", location },
});

async function alternatives(query: string): Promise<SearchAlternatives> {
  const response = await app.inject({ method: "GET", url: `/api/search/alternatives?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SearchAlternatives>();
}

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUserFast(app, "Seller");
  await list({
    name: "iPhone 13 128GB",
    storage: 128,
    condition: "excellent",
    ...at(60000, "Dhaka"),
  });
  await list({ name: "iPhone 13", storage: 256, condition: "good", ...at(65000, "Dhaka") });
  await list({
    name: "Galaxy S23 (256 GB)",
    brand: "Samsung",
    storage: 256,
    ...at(70000, "Sylhet"),
  });
  await list({ name: "Reno 8", brand: "Oppo", storage: 128, ...at(30000, "Khulna") });
});
afterAll(() => app?.close());

describe("a search that finds nothing", () => {
  it("is offered the closest model on sale, named without its storage, with how many", async () => {
    expect(await alternatives("q=iphone%2019")).toEqual({
      didYouMean: { q: "iPhone 13", count: "2" },
      withoutFilter: [],
    });
    expect((await alternatives("q=galaxy%20s9")).didYouMean).toEqual({
      q: "Galaxy S23",
      count: "1",
    });
  });

  it("reads a Bangla search as search does before looking for the closest model", async () => {
    // "আইফোন ১৯": iPhone 19, which no one sells.
    const q = encodeURIComponent("আইফোন ১৯");
    expect((await alternatives(`q=${q}`)).didYouMean).toEqual({ q: "iPhone 13", count: "2" });
  });

  it("offers only a model that finds phones with the same filters", async () => {
    // The iPhones are in Dhaka: in Sylhet no model close to "iphone 19" has phones.
    expect(await alternatives("q=iphone%2019&location=Sylhet")).toEqual({
      didYouMean: null,
      withoutFilter: [],
    });
  });

  it("names each filter whose removal finds phones, most phones first", async () => {
    const found = await alternatives("q=iphone%2013&location=Khulna&condition=fair&maxPrice=61000");
    expect(found.didYouMean).toBeNull();
    // Without the district: none is fair; without the condition: the 128 GB one in Dhaka is out
    // of Khulna; each filter alone still leaves two others that empty it.
    expect(found.withoutFilter).toEqual([]);

    const wider = await alternatives("q=iphone%2013&location=Khulna&maxPrice=61000");
    expect(wider.withoutFilter).toEqual([{ filter: "location", count: "1" }]);

    const brand = await alternatives("q=reno&brand=Samsung&storage=128");
    expect(brand.withoutFilter).toEqual([{ filter: "brand", count: "1" }]);

    const two = await alternatives("q=iphone&storage=512");
    expect(two.withoutFilter).toEqual([{ filter: "storage", count: "2" }]);
  });

  it("a search that finds phones gets nothing to change", async () => {
    expect(await alternatives("q=iphone%2013&location=Dhaka")).toEqual({
      didYouMean: null,
      withoutFilter: [],
    });
  });

  it("refuses what the search refuses, with the search's message", async () => {
    const response = await app.inject({
      method: "GET",
      url: "/api/search/alternatives?minPrice=5000&maxPrice=100",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<ApiError>().code).toBe("VALIDATION_ERROR");
  });

  it("works out two at a time and turns the rest away at once with 429 and Retry-After", async () => {
    // Distinct empty searches: none is in the cache.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        app.inject({ method: "GET", url: `/api/search/alternatives?q=nokia%20${9000 + i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(10);
    for (const answer of refused) {
      expect(answer.json<ApiError>().code).toBe("RATE_LIMITED");
      expect(answer.headers["retry-after"]).toBe("1");
    }
    expect(alternativesWork.active + alternativesWork.waiting).toBe(0);
  });
});
