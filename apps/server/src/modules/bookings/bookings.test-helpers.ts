import {
  ERROR_STATUS,
  type ApiError,
  type ErrorCode,
  type Order,
  type ProductBooking,
} from "@bechedaw/shared";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { injectAs, type TestUser } from "../../../test/helpers";

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
