import { describe, expect, it } from "vitest";
import { toAsciiDigits } from "./digits";

describe("toAsciiDigits", () => {
  it("turns every Bangla digit into its ASCII digit", () => {
    expect(toAsciiDigits("০১২৩৪৫৬৭৮৯")).toBe("0123456789");
  });

  it("leaves ASCII digits, separators and letters as they are", () => {
    expect(toAsciiDigits("+৮৮ 017-১২৩৪ abc")).toBe("+88 017-1234 abc");
  });
});
