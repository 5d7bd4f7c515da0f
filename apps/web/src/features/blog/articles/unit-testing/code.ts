/** The article's code samples: the same in every language. */
export const functionTestCode = `
// price.ts
export function discountPercent(original: number, asking: number): number {
  if (original <= 0) throw new RangeError("original price must be positive");
  return Math.round(((original - asking) / original) * 100);
}

// price.test.ts
import { describe, expect, it } from "vitest";
import { discountPercent } from "./price";

describe("discountPercent", () => {
  it("returns the saving as a whole percentage", () => {
    expect(discountPercent(80000, 60000)).toBe(25);
  });

  it("rejects a price of zero", () => {
    expect(() => discountPercent(0, 100)).toThrow(RangeError);
  });
});
`;

export const componentTestCode = `
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { expect, it } from "vitest";

it("adds one to the quantity when clicked", async () => {
  render(<QuantityPicker />);
  await userEvent.click(screen.getByRole("button", { name: "Quantity: 1" }));
  expect(screen.getByRole("button", { name: "Quantity: 2" })).toBeDefined();
});
`;
