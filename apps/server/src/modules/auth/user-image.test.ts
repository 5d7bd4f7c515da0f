import { MESSAGES, type ApiError } from "@bechedaw/shared";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ORIGIN,
  createTestApp,
  createUser,
  nextClientIp,
  uniqueEmail,
  type TestUser,
} from "../../../test/helpers";
import { user } from "./auth.tables";

/**
 * A user's picture is one of the site's own photo addresses, or none: never a script, a data
 * address or another site's picture, whichever route sets it.
 */
const S3_PUBLIC_URL = "https://photos.example.com/bechedaw";
const OWN = "/images/AAAAAAAAAAAAAAAAAAAAAA.webp";
const FOREIGN = [
  "javascript:alert(1)",
  " javascript:alert(1)",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "https://evil.example/images/AAAAAAAAAAAAAAAAAAAAAA.webp",
  "//evil.example/images/AAAAAAAAAAAAAAAAAAAAAA.webp",
  "/images/../api/admin",
  `${S3_PUBLIC_URL}.evil.example/AAAAAAAAAAAAAAAAAAAAAA.webp`,
];

let app: FastifyInstance;
let person: TestUser;

beforeAll(async () => {
  app = await createTestApp({
    S3_BUCKET: "bechedaw-test",
    S3_ENDPOINT: "http://127.0.0.1:9",
    S3_PUBLIC_URL,
  });
  person = await createUser(app, "Buyer", "Nadia Islam");
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const imageOf = async (id: string) =>
  (await app.db.select({ image: user.image }).from(user).where(eq(user.id, id)))[0]?.image;

const updateUser = (payload: object) =>
  app.inject({
    method: "POST",
    url: "/api/auth/update-user",
    headers: { ...ORIGIN, cookie: person.cookie },
    remoteAddress: nextClientIp(),
    payload,
  });

describe("a user's picture", () => {
  it.each(FOREIGN)("refuses %s at sign-up, and makes no account", async (image) => {
    const email = uniqueEmail("picture");
    const response = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: ORIGIN,
      remoteAddress: nextClientIp(),
      payload: { name: "Nadia Islam", email, password: "correct-horse-1", image },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ApiError>()).toMatchObject({
      code: "VALIDATION_ERROR",
      message: MESSAGES.imageInvalid,
    });
    expect(await app.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it.each(FOREIGN)("refuses %s through update-user, and keeps the picture", async (image) => {
    const response = await updateUser({ image });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<ApiError>().message).toBe(MESSAGES.imageInvalid);
    expect(await imageOf(person.id)).toBeNull();
  });

  it("takes the site's own photo address, the bucket's public one, or none", async () => {
    for (const image of [OWN, `${S3_PUBLIC_URL}/AAAAAAAAAAAAAAAAAAAAAA.webp`, null]) {
      const response = await updateUser({ image });
      expect(response.statusCode, response.body).toBe(200);
      expect(await imageOf(person.id)).toBe(image);
    }
  });
});
