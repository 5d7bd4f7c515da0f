import { describe, expect, it } from "vitest";
import {
  clearRecentViews,
  readRecentViews,
  rememberView,
  RECENT_KEPT,
  RECENT_VIEWS_KEY,
} from "./recent-views";

function memoryStore(initial?: string) {
  const map = new Map<string, string>(initial === undefined ? [] : [[RECENT_VIEWS_KEY, initial]]);
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

const throwing = {
  getItem: () => {
    throw new Error("denied");
  },
  setItem: () => {
    throw new Error("denied");
  },
  removeItem: () => {
    throw new Error("denied");
  },
};

describe("recent views", () => {
  it("keeps the newest first, each phone once, at most 20", () => {
    const store = memoryStore();
    for (let i = 0; i < 25; i++) rememberView(`p${i}`, i, store);
    rememberView("p10", 100, store);
    const ids = readRecentViews(store).map((view) => view.id);
    expect(ids).toHaveLength(RECENT_KEPT);
    expect(ids.slice(0, 3)).toEqual(["p10", "p24", "p23"]);
    expect(ids.filter((id) => id === "p10")).toHaveLength(1);
  });

  it("reads broken or old JSON as nothing and skips bad entries", () => {
    expect(readRecentViews(memoryStore("{not json"))).toEqual([]);
    expect(readRecentViews(memoryStore('{"id":"x"}'))).toEqual([]);
    const mixed = JSON.stringify([
      { id: "a", at: 1 },
      "b",
      { id: 3, at: 2 },
      null,
      { id: "c", at: 5 },
    ]);
    expect(readRecentViews(memoryStore(mixed))).toEqual([
      { id: "c", at: 5 },
      { id: "a", at: 1 },
    ]);
  });

  it("never throws when storage does (private mode)", () => {
    expect(() => rememberView("a", 1, throwing)).not.toThrow();
    expect(readRecentViews(throwing)).toEqual([]);
    expect(() => clearRecentViews(throwing)).not.toThrow();
  });

  it("Clear forgets every phone", () => {
    const store = memoryStore();
    rememberView("a", 1, store);
    clearRecentViews(store);
    expect(readRecentViews(store)).toEqual([]);
  });
});
