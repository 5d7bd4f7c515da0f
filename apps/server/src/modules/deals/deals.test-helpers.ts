import {
  ERROR_STATUS,
  type ApiError,
  type ErrorCode,
  type Order,
  type ProductBooking,
} from "@bechedaw/shared";
import { sql } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { createTestProduct, injectAs, type TestUser } from "../../../test/helpers";

export const UNKNOWN_ID = "0b0e3a6e-8f4e-4b7e-9c55-4a3f0f7b2f11";
export const MALFORMED_IDS = ["not-a-uuid", "123", "0b0e3a6e-8f4e-4b7e-9c55-4a3f0f7b2f1z"];

/** A valid booking body for this product. */
function bookingInput(productId: string, overrides: Record<string, unknown> = {}) {
  return { productId, userLocation: "Gazipur", userPhone: "01712345678", ...overrides };
}

export function book(
  app: FastifyInstance,
  who: TestUser | undefined,
  productId: string,
  overrides: Record<string, unknown> = {},
) {
  return injectAs(app, who, {
    method: "POST",
    url: "/api/bookedproducts",
    payload: bookingInput(productId, overrides),
  });
}

/** Books and answers the new booking's id (fails the test otherwise). */
export async function bookOk(app: FastifyInstance, who: TestUser, productId: string) {
  const response = await book(app, who, productId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ insertedId: string }>().insertedId;
}

export function cancel(app: FastifyInstance, who: TestUser | undefined, bookingId: string) {
  return injectAs(app, who, { method: "DELETE", url: `/api/bookedproducts/${bookingId}` });
}

export function myOrdersResponse(app: FastifyInstance, who: TestUser | undefined, email: string) {
  const url = `/api/myorders?email=${encodeURIComponent(email)}`;
  return injectAs(app, who, { method: "GET", url });
}

export async function myOrders(app: FastifyInstance, who: TestUser): Promise<Order[]> {
  const response = await myOrdersResponse(app, who, who.email);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Order[]>();
}

export function productBookingsResponse(
  app: FastifyInstance,
  who: TestUser | undefined,
  productId: string,
) {
  return injectAs(app, who, { method: "GET", url: `/api/products/${productId}/bookings` });
}

export async function productBookings(app: FastifyInstance, who: TestUser, productId: string) {
  const response = await productBookingsResponse(app, who, productId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductBooking[]>();
}

/** `PATCH /api/products/:id/sold`, with `{bookingId}` when one is given, else no body. */
export function markSold(
  app: FastifyInstance,
  who: TestUser | undefined,
  productId: string,
  bookingId?: string,
) {
  return injectAs(app, who, {
    method: "PATCH",
    url: `/api/products/${productId}/sold`,
    ...(bookingId === undefined ? {} : { payload: { bookingId } }),
  });
}

/** The response is the error `code`, with its status (and `message`, when given). */
export function expectError(response: LightMyRequestResponse, code: ErrorCode, message?: string) {
  const status = ERROR_STATUS[code];
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<ApiError>();
  expect(body).toMatchObject({ statusCode: status, code });
  if (message !== undefined) expect(body.message).toBe(message);
}

/** The seller lists a phone and the buyer books it: the deal's id. */
export async function openDeal(
  app: FastifyInstance,
  seller: TestUser,
  buyer: TestUser,
): Promise<string> {
  const productId = await createTestProduct(app, seller);
  const response = await injectAs(app, buyer, {
    method: "POST",
    url: "/api/bookedproducts",
    payload: { productId, userLocation: "Gazipur", userPhone: "01712345678" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ insertedId: string }>().insertedId;
}

/**
 * Moves a deal on in the database, as its steps (deals.steps.routes.ts) would: `sold` with a
 * handover time is a sale through the handover code; without one, a sale from before deals had
 * steps.
 */
export async function setDealState(
  app: FastifyInstance,
  dealId: string,
  status: string,
  handedOver = false,
): Promise<void> {
  await app.db.execute(
    sql`update bookings set status = ${status}, handed_over_at = ${handedOver ? sql`now()` : null} where id = ${dealId}`,
  );
}

/** A deal sold through the handover code: either side may review the other. */
export async function soldDeal(app: FastifyInstance, seller: TestUser, buyer: TestUser) {
  const dealId = await openDeal(app, seller, buyer);
  await setDealState(app, dealId, "sold", true);
  return dealId;
}

export function postMessage(
  app: FastifyInstance,
  who: TestUser | undefined,
  dealId: string,
  text: unknown,
) {
  return injectAs(app, who, {
    method: "POST",
    url: `/api/deals/${dealId}/messages`,
    payload: { text },
  });
}

export function readThread(app: FastifyInstance, who: TestUser | undefined, dealId: string) {
  return injectAs(app, who, { method: "GET", url: `/api/deals/${dealId}/messages` });
}

export function postReview(
  app: FastifyInstance,
  who: TestUser | undefined,
  dealId: string,
  stars: number,
  comment = "Good deal",
) {
  return injectAs(app, who, {
    method: "POST",
    url: `/api/deals/${dealId}/review`,
    payload: { stars, comment },
  });
}

/** A user's review count and star sum, as stored on their row. */
export async function ratingRow(app: FastifyInstance, userId: string) {
  const result = await app.db.execute(
    sql`select review_count as count, review_stars as stars from "user" where id = ${userId}`,
  );
  const [row] = (result as { rows: { count: number; stars: number }[] }).rows;
  return row;
}
