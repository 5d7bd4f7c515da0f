import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ORIGIN,
  createTestApp,
  createUserFast,
  nextClientIp,
  type TestUser,
} from "../../../test/helpers";
import { user } from "../auth/auth.tables";
import { emailOutbox } from "../mail/mail.tables";
import { CONTACT_MESSAGES_PER_HOUR } from "./contact.service";

let app: FastifyInstance;
let admins: TestUser[];

beforeAll(async () => {
  app = await createTestApp();
  admins = [await createUserFast(app, "Admin"), await createUserFast(app, "Admin")];
  await app.db.update(user).set({ language: "bn" }).where(eq(user.id, admins[1]!.id));
});
afterAll(() => app?.close());

const send = (payload: unknown, remoteAddress = nextClientIp()) =>
  app.inject({
    method: "POST",
    url: "/api/contact",
    headers: { ...ORIGIN, "content-type": "application/json" },
    remoteAddress,
    payload: JSON.stringify(payload),
  });

const mailTo = (address: string) =>
  app.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address.toLowerCase()));

const message = (email = "rina@example.com") => ({
  name: "Rina Akter",
  email,
  message: "My listing was rejected; what should I change?",
});

describe("the Contact page's messages", () => {
  it("reach every admin by email, in each admin's language, with the sender's address", async () => {
    const response = await send(message());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ acknowledged: true });
    const [english] = await mailTo(admins[0]!.email);
    expect(english?.subject).toBe("Contact page message from Rina Akter");
    expect(english?.textBody).toContain(
      "Rina Akter (rina@example.com) wrote through the Contact page:",
    );
    expect(english?.textBody).toContain("My listing was rejected; what should I change?");
    const [bangla] = await mailTo(admins[1]!.email);
    expect(bangla?.subject).toBe("যোগাযোগ পাতা থেকে বার্তা: Rina Akter");
  });

  it("refuse a missing name, a bad address, a message too short or too long, with 400", async () => {
    const before = (await mailTo(admins[0]!.email)).length;
    for (const bad of [
      { ...message(), name: " " },
      { ...message(), email: "not-an-address" },
      { ...message(), message: "hi" },
      { ...message(), message: "x".repeat(2001) },
      { ...message(), message: "a\u0000bcdefghijkl" },
      {},
    ]) {
      const response = await send(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json<{ code: string }>().code).toBe("VALIDATION_ERROR");
    }
    expect(await mailTo(admins[0]!.email)).toHaveLength(before);
  });

  it(`take at most ${CONTACT_MESSAGES_PER_HOUR} an hour from one client, and for one address`, async () => {
    const client = nextClientIp();
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) {
      expect((await send(message(`one${i}@example.com`), client)).statusCode).toBe(200);
    }
    const refused = await send(message("another@example.com"), client);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ code: string }>().code).toBe("RATE_LIMITED");

    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) {
      expect((await send(message("same@example.com"))).statusCode).toBe(200);
    }
    expect((await send(message("SAME@example.com"))).statusCode).toBe(429);
  });
});
