import type { SearchSuggestion } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserFast, listPhoneNow, type TestUser } from "../../../test/helpers";
import { SuggestionDirectory, modelNameOf } from "./catalogue.suggestions.service";

let app: FastifyInstance;
let seller: TestUser;

async function suggestions(typed: string): Promise<SearchSuggestion[]> {
  const response = await app.inject({
    method: "GET",
    url: `/api/search/suggestions?q=${encodeURIComponent(typed)}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ suggestions: SearchSuggestion[] }>().suggestions;
}

const names = (found: SearchSuggestion[]) =>
  found.map((s) => (s.kind === "brand" ? `brand ${s.brand} ${s.count}` : `${s.model} ${s.count}`));

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUserFast(app, "Seller");
  await listPhoneNow(app, seller, { name: "iPhone 13 128GB" });
  await listPhoneNow(app, seller, { name: "iPhone 13 (256 GB)" });
  await listPhoneNow(app, seller, { name: "iPhone 13 Pro Max 256GB" });
  await listPhoneNow(app, seller, { name: "Samsung Galaxy A54 5G 8/256GB", brand: "Samsung" });
  await listPhoneNow(app, seller, { name: "Galaxy S23", brand: "Samsung" });
  await listPhoneNow(app, seller, { name: "Oppo Reno 8", brand: "Oppo" });
});
afterAll(() => app?.close());

describe("suggestions as one types", () => {
  it("name the models whose words begin with the words typed, most phones first", async () => {
    expect(names(await suggestions("iphone 1"))).toEqual(["iPhone 13 2", "iPhone 13 Pro Max 1"]);
    // As many of each: the shorter name first.
    expect(names(await suggestions("galaxy"))).toEqual([
      "brand Samsung 2",
      "Galaxy S23 1",
      "Galaxy A54 5G 1",
    ]);
  });

  it("put a brand first, with all its phones, found by any word that names it", async () => {
    expect(names(await suggestions("sam"))).toEqual([
      "brand Samsung 2",
      "Galaxy S23 1",
      "Galaxy A54 5G 1",
    ]);
    expect(names(await suggestions("iphone")).slice(0, 2)).toEqual([
      "brand Apple 3",
      "iPhone 13 2",
    ]);
  });

  it("understand Banglish, misspellings and Bangla typed halfway", async () => {
    expect(names(await suggestions("ifo"))[1]).toBe("iPhone 13 2");
    expect(names(await suggestions("shams"))[0]).toBe("brand Samsung 2");
    expect(names(await suggestions("আইফ"))[1]).toBe("iPhone 13 2");
    expect(names(await suggestions("স্যাম"))[0]).toBe("brand Samsung 2");
    expect(names(await suggestions("গ্যালাক্সি এস"))).toEqual(["Galaxy S23 1"]);
    expect(names(await suggestions("galaxy s"))).toEqual(["Galaxy S23 1"]);
    expect(names(await suggestions("আইফোন ১৩ প্রো"))).toEqual(["iPhone 13 Pro Max 1"]);
    expect(names(await suggestions("রেনো"))).toEqual(["brand Oppo 1", "Reno 8 1"]);
  });

  it("suggest nothing for words no phone on sale begins with", async () => {
    expect(await suggestions("nokia")).toEqual([]);
    expect(await suggestions("zz")).toEqual([]);
  });

  it("refuse fewer than two letters and overlong text with a 400", async () => {
    for (const q of ["", "a", "x".repeat(61)]) {
      const response = await app.inject({ method: "GET", url: `/api/search/suggestions?q=${q}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ code: string }>().code).toBe("VALIDATION_ERROR");
    }
  });

  it("may be kept 10 seconds by the browser", async () => {
    const response = await app.inject({ method: "GET", url: "/api/search/suggestions?q=ip" });
    expect(response.headers["cache-control"]).toBe("public, max-age=10");
  });
});

describe("the models on sale behind the suggestions", () => {
  it("are read again after a write, at most every 10 seconds", async () => {
    let now = 0;
    let version = "1";
    const directory = new SuggestionDirectory(
      app.db,
      () => Promise.resolve(version),
      () => now,
    );
    const countOf = async () =>
      (await directory.entries()).find((entry) => entry.suggestion.kind === "brand")?.suggestion
        .count;
    expect(await countOf()).toBe(3);
    await listPhoneNow(app, seller, { name: "iPhone 12" });
    version = "2";
    now = 9_999;
    expect(await countOf()).toBe(3);
    now = 10_000;
    expect(await countOf()).toBe(4);
  });

  it("are named without the brand in front, the storage or what follows it", () => {
    expect(modelNameOf("Samsung Galaxy A54 5G 8/256GB", "Samsung")).toBe("Galaxy A54 5G");
    expect(modelNameOf("iPhone 13 (128 GB), Blue", "Apple")).toBe("iPhone 13");
    expect(modelNameOf("Redmi Note 12 - urgent", "Redmi")).toBe("Note 12");
    expect(modelNameOf("Pixel 7 1TB", "Google")).toBe("Pixel 7");
    expect(modelNameOf("আইফোন ১৩", "Apple")).toBe("আইফোন ১৩");
  });
});
