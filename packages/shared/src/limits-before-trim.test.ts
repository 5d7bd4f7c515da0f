import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { emailParamsSchema, signUpSchema, updateUserSchema } from "./auth.schemas";
import { createBookingSchema, markSoldBodySchema } from "./bookings.schemas";
import { TEXT_LIMITS } from "./constants";
import {
  DEAL_LIMITS,
  contentReportSchema,
  dealMessageBodySchema,
  reviewBodySchema,
} from "./deals.schemas";
import {
  createProductSchema,
  emailQuerySchema,
  productsQuerySchema,
  reportProductBodySchema,
} from "./products.schemas";
import { SUGGESTIONS_MAX_LENGTH, searchSuggestionsQuerySchema } from "./search-suggestions.schemas";

/**
 * `/api/docs` publishes each text limit as a JSON Schema maxLength on what is sent, so a value
 * one past the limit is refused even when trimming the spaces around it would bring it under
 * (the OpenAPI fuzzer found them accepted: FUZZ_RUNS=300 FUZZ_SEED=1908297560).
 */
const padded = (length: number) => ` ${"a".repeat(length - 2)} `;

const cases: [string, z.ZodType, (value: string) => unknown, number][] = [
  [
    "sign-up name",
    signUpSchema,
    (name) => ({ name, email: "a@example.com", password: "correct-horse-1" }),
    TEXT_LIMITS.personName,
  ],
  ["update-user name", updateUserSchema, (name) => ({ name }), TEXT_LIMITS.personName],
  [
    "sign-up email",
    signUpSchema,
    (email) => ({
      name: "A",
      email: ` ${"a".repeat(email.length - 14)}@example.com `,
      password: "correct-horse-1",
    }),
    TEXT_LIMITS.email,
  ],
  [
    "product name",
    createProductSchema,
    (name) => ({
      name,
      img: "/images/a.webp",
      brand: "Apple",
      passport: { imei: "352099001761481", official: true, batteryHealth: 86 },
      description: { resalePrice: 1, originalPrice: 1, yearsOfUse: "1 month", location: "Dhaka" },
    }),
    TEXT_LIMITS.productName,
  ],
  ["report reason", reportProductBodySchema, (reason) => ({ reason }), TEXT_LIMITS.reportReason],
  [
    "booking's product id",
    createBookingSchema,
    (productId) => ({ productId, userLocation: "Dhaka", userPhone: "01711111111" }),
    100,
  ],
  ["sold's booking id", markSoldBodySchema, (bookingId) => ({ bookingId }), 100],
  ["email parameter", emailParamsSchema, (email) => ({ email }), 320],
  ["email query", emailQuerySchema, (email) => ({ email }), 320],
  ["category", productsQuerySchema, (category) => ({ category }), 50],
  ["typed so far", searchSuggestionsQuerySchema, (q) => ({ q }), SUGGESTIONS_MAX_LENGTH],
  ["deal message", dealMessageBodySchema, (text) => ({ text }), DEAL_LIMITS.message],
  [
    "review comment",
    reviewBodySchema,
    (comment) => ({ stars: 5, comment }),
    DEAL_LIMITS.reviewComment,
  ],
  [
    "message report reason",
    contentReportSchema,
    (reason) => ({ reason }),
    DEAL_LIMITS.reportReason,
  ],
];

describe("text limits apply to the text as sent", () => {
  it.each(cases)("%s", (_, schema, input, limit) => {
    expect(schema.safeParse(input(padded(limit))).success).toBe(true);
    expect(schema.safeParse(input(padded(limit + 1))).success).toBe(false);
  });
});
