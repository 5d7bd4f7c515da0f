import { describe, expect, it } from "vitest";
import { QUERY_SEED_ID, querySeedTag } from "./query-seed";

describe("the query seed's data block", () => {
  it("keeps any text inside it, and reads back as it was", () => {
    const seed = [
      { key: ["products", "x"], data: { name: "</script><script>alert(1)</script><!--" } },
    ];
    const tag = querySeedTag(seed);
    const opening = `<script type="application/json" id="${QUERY_SEED_ID}">`;
    expect(tag.startsWith(opening)).toBe(true);
    const body = tag.slice(opening.length, -"</script>".length);
    expect(body).not.toContain("<");
    expect(JSON.parse(body)).toEqual(seed);
  });
});
