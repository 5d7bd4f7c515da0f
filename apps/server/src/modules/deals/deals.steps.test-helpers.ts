import type { Deal } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { injectAs, type TestUser } from "../../../test/helpers";

export const SELLER_PHONE = "01898765432";

/** A deal's step as `who`: `POST /api/deals/:id/<step>` with this body. */
export function step(
  app: FastifyInstance,
  who: TestUser | undefined,
  id: string,
  name: "accept" | "meetup" | "meetup/confirm" | "cancel" | "handover",
  payload: object,
) {
  return injectAs(app, who, { method: "POST", url: `/api/deals/${id}/${name}`, payload });
}

/** The step as `who`, which must pass. */
export async function stepOk(
  app: FastifyInstance,
  who: TestUser,
  id: string,
  name: Parameters<typeof step>[3],
  payload: object,
) {
  const response = await step(app, who, id, name, payload);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ acknowledged: true });
}

export function dealResponse(app: FastifyInstance, who: TestUser | undefined, id: string) {
  return injectAs(app, who, { method: "GET", url: `/api/deals/${id}` });
}

export async function dealOf(app: FastifyInstance, who: TestUser, id: string): Promise<Deal> {
  const response = await dealResponse(app, who, id);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Deal>();
}

/** An ISO time `hours` from now. */
export const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * Moves a booked deal to `meetup`: the seller accepts and proposes, the buyer confirms. The
 * buyer's handover code.
 */
export async function toMeetup(
  app: FastifyInstance,
  seller: TestUser,
  buyer: TestUser,
  id: string,
): Promise<string> {
  await stepOk(app, seller, id, "accept", { phone: SELLER_PHONE });
  await stepOk(app, seller, id, "meetup", { place: "Bashundhara City, gate 2", at: inHours(24) });
  const { meetup } = await dealOf(app, buyer, id);
  await stepOk(app, buyer, id, "meetup/confirm", { version: meetup!.version });
  const { handover } = await dealOf(app, buyer, id);
  return handover.code!;
}

/** A wrong code for this one. */
export const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");
