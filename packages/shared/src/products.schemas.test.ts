import { describe, expect, it } from "vitest";
import { PRODUCT_CHECK_MESSAGES as PRODUCT_MESSAGES } from "./product.messages";
import {
  createProductSchema,
  reportProductBodySchema,
  type CreateProductInput,
} from "./products.schemas";

const valid = {
  name: "iPhone 12",
  img: "/images/abc.webp",
  brand: "Apple",
  passport: { imei: "352099001761481", official: true, batteryHealth: 86 },
  description: {
    resalePrice: 45000,
    originalPrice: 80000,
    yearsOfUse: "3 months",
    location: "Rangpur",
  },
} satisfies CreateProductInput;

const withDescription = (change: Partial<CreateProductInput["description"]>) => ({
  ...valid,
  description: { ...valid.description, ...change },
});

function messages(input: unknown) {
  const result = createProductSchema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("createProductSchema", () => {
  it("accepts a complete product", () => {
    expect(createProductSchema.parse(valid)).toEqual({
      ...valid,
      passport: {
        ...valid.passport,
        hasBox: false,
        hasCharger: false,
        hasReceipt: false,
        warrantyMonths: 0,
      },
    });
  });

  it("says a price of 0 must be at least ৳1, not that it is missing", () => {
    expect(messages(withDescription({ resalePrice: 0, originalPrice: 0 }))).toEqual([
      `description.resalePrice: ${PRODUCT_MESSAGES.resalePriceTooLow}`,
      `description.originalPrice: ${PRODUCT_MESSAGES.originalPriceTooLow}`,
    ]);
  });

  it("refuses fractions and prices above the ceiling", () => {
    expect(messages(withDescription({ resalePrice: 450.5, originalPrice: 10_000_001 }))).toEqual([
      `description.resalePrice: ${PRODUCT_MESSAGES.priceWhole}`,
      `description.originalPrice: At most ৳10,000,000`,
    ]);
  });

  it("says a 101-character name is too long", () => {
    expect(messages({ ...valid, name: "x".repeat(101) })).toEqual([
      "name: Product Name must be at most 100 characters.",
    ]);
  });

  it("refuses control and text-direction characters in the name", () => {
    expect(messages({ ...valid, name: "iPhone\u0000 12" })).toEqual([
      `name: ${PRODUCT_MESSAGES.nameInvalid}`,
    ]);
    expect(messages({ ...valid, name: "iPhone \u202E21" })).toEqual([
      `name: ${PRODUCT_MESSAGES.nameInvalid}`,
    ]);
  });

  it("asks for a missing name and image", () => {
    expect(messages({ ...valid, name: "  ", img: "" })).toEqual([
      `name: ${PRODUCT_MESSAGES.nameRequired}`,
      `img: ${PRODUCT_MESSAGES.imageRequired}`,
    ]);
  });
});

describe("reportProductBodySchema", () => {
  it("takes no body, an empty body or a reason", () => {
    expect(reportProductBodySchema.parse(null)).toBeNull();
    expect(reportProductBodySchema.parse({})).toEqual({});
    expect(reportProductBodySchema.parse({ reason: " Fake " })).toEqual({ reason: "Fake" });
  });

  it("says a reason over 500 characters is too long", () => {
    const result = reportProductBodySchema.safeParse({ reason: "r".repeat(501) });
    expect(result.error?.issues[0]?.message).toBe("The reason must be at most 500 characters.");
  });
});
