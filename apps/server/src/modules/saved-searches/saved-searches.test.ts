import {
  MAX_SAVED_SEARCHES,
  type ApiError,
  type CreateSavedSearch,
  type SavedSearch,
} from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createUserFast, injectAs, type TestUser } from "../../../test/helpers";

let app: FastifyInstance;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  [owner, other] = await Promise.all([createUserFast(app, "Buyer"), createUserFast(app, "Seller")]);
});
afterAll(() => app.close());

const save = (who: TestUser | undefined, payload: unknown) =>
  injectAs(app, who, { method: "POST", url: "/api/saved-searches", payload: payload as object });
const list = (who: TestUser | undefined) =>
  injectAs(app, who, { method: "GET", url: "/api/saved-searches" });
const change = (who: TestUser | undefined, id: string, payload: unknown) =>
  injectAs(app, who, {
    method: "PATCH",
    url: `/api/saved-searches/${id}`,
    payload: payload as object,
  });
const remove = (who: TestUser | undefined, id: string) =>
  injectAs(app, who, { method: "DELETE", url: `/api/saved-searches/${id}` });

async function saved(who: TestUser, body: CreateSavedSearch): Promise<SavedSearch> {
  const response = await save(who, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SavedSearch>();
}

const codeOf = (response: { json: <T>() => T }) => response.json<ApiError>().code;

describe("saved searches", () => {
  it("saves a search as the search page's URL carries it, and lists the owner's only", async () => {
    const search = await saved(owner, {
      name: "  Cheap iPhones ",
      search: { q: "iphone 13", brand: "Apple", maxPrice: "50000", verified: "true" },
      email: "instant",
    });
    expect(search).toMatchObject({
      name: "Cheap iPhones",
      search: { brand: "Apple", maxPrice: "50000", q: "iphone 13", verified: "true" },
      path: "/phones?brand=Apple&maxPrice=50000&q=iphone+13&verified=true",
      email: "instant",
      paused: false,
      lastEmailedAt: null,
    });
    const mine = (await list(owner)).json<SavedSearch[]>();
    expect(mine.map((one) => one._id)).toContain(search._id);
    expect((await list(other)).json<SavedSearch[]>()).toEqual([]);
  });

  it("refuses a signed-out caller with 401", async () => {
    expect((await list(undefined)).statusCode).toBe(401);
    expect((await save(undefined, { name: "x", search: {} })).statusCode).toBe(401);
  });

  it("refuses bad input with 400: no name, a bad filter, a cursor, swapped prices, a category of no brand", async () => {
    const bodies = [
      { name: "", search: {} },
      { name: "x".repeat(81), search: {} },
      { name: "ok", search: { brand: "Nokla" } },
      { name: "ok", search: { cursor: "abc" } },
      { name: "ok", search: { minPrice: "9000", maxPrice: "100" } },
      { name: "ok", search: { unknown: "1" } },
      { name: "ok", search: {}, email: "weekly" },
      { name: "ok", search: { category: "Nokla" } },
      { name: "ok", search: { brand: "Apple", category: "Samsung" } },
    ];
    for (const body of bodies) {
      const response = await save(owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(codeOf(response)).toBe("VALIDATION_ERROR");
    }
  });

  it("renames, pauses, resumes and changes the emails; another user gets 404", async () => {
    const search = await saved(owner, { name: "Samsung", search: { brand: "Samsung" } });
    expect(search.email).toBe("off");
    const renamed = await change(owner, search._id, { name: "Galaxies", paused: true });
    expect(renamed.json<SavedSearch>()).toMatchObject({ name: "Galaxies", paused: true });
    const resumed = await change(owner, search._id, { paused: false, email: "daily" });
    expect(resumed.json<SavedSearch>()).toMatchObject({ paused: false, email: "daily" });
    expect((await change(owner, search._id, {})).statusCode).toBe(400);
    expect((await change(owner, search._id, { email: "hourly" })).statusCode).toBe(400);
    const theirs = await change(other, search._id, { name: "Mine now" });
    expect(theirs.statusCode).toBe(404);
    expect(codeOf(theirs)).toBe("SAVED_SEARCH_NOT_FOUND");
    expect((await change(owner, "not-a-uuid", { name: "x" })).statusCode).toBe(404);
    expect(
      (await list(owner)).json<SavedSearch[]>().find((one) => one._id === search._id),
    ).toMatchObject({
      name: "Galaxies",
    });
  });

  it("deletes only the owner's search", async () => {
    const search = await saved(owner, { name: "Oppo", search: { brand: "Oppo" } });
    expect((await remove(other, search._id)).statusCode).toBe(404);
    const deleted = await remove(owner, search._id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ acknowledged: true, deletedCount: 1 });
    expect((await remove(owner, search._id)).statusCode).toBe(404);
    const mine = (await list(owner)).json<SavedSearch[]>();
    expect(mine.some((one) => one._id === search._id)).toBe(false);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches a user, even saved at once`, async () => {
    const saver = await createUserFast(app, "Buyer");
    const responses = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 3 }, (_, i) =>
        save(saver, { name: `Search ${i}`, search: { q: `model ${i}` } }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_SAVED_SEARCHES);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(3);
    expect(refused.map(codeOf)).toEqual([
      "SAVED_SEARCHES_FULL",
      "SAVED_SEARCHES_FULL",
      "SAVED_SEARCHES_FULL",
    ]);
    expect((await list(saver)).json<SavedSearch[]>()).toHaveLength(MAX_SAVED_SEARCHES);
    const first = (await list(saver)).json<SavedSearch[]>()[0]!;
    expect((await remove(saver, first._id)).statusCode).toBe(200);
    expect((await save(saver, { name: "One more", search: {} })).statusCode).toBe(200);
  });
});
