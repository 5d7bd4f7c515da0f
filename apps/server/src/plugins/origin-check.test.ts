import type { ApiError } from "@bechedaw/shared";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ORIGIN,
  createTestApp,
  createUserFast,
  injectAs,
  testJpeg,
  type TestUser,
} from "../../test/helpers";

let app: FastifyInstance;
let seller: TestUser;

beforeAll(async () => {
  app = await createTestApp();
  seller = await createUserFast(app, "Seller");
});
afterAll(() => app.close());

async function uploadFrom(headers: Record<string, string>) {
  const boundary = "----bechedaw";
  const jpeg = await testJpeg();
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({
    method: "POST",
    url: "/api/images",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, ...headers },
    payload,
  });
}

describe("writes that carry the session cookie", () => {
  it.each([
    ["another port of the same host", "http://localhost:8080"],
    ["a subdomain of the site", "http://shop.localhost:3000"],
    ["no Origin at all", undefined],
  ])("are refused from %s", async (_label, origin) => {
    const response = await uploadFrom({
      cookie: seller.cookie,
      ...(origin ? { origin } : {}),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json<ApiError>().code).toBe("CROSS_SITE_REQUEST");
  });

  it("are taken from the site's own pages", async () => {
    const response = await uploadFrom({ cookie: seller.cookie, ...ORIGIN });
    expect(response.statusCode).toBe(200);
  });

  it("need no Origin with a bearer token and no cookie (API clients)", async () => {
    const response = await uploadFrom({ authorization: `Bearer ${seller.token}` });
    expect(response.statusCode).toBe(200);
  });

  it("do not concern reads", async () => {
    const response = await injectAs(app, seller, {
      method: "GET",
      url: "/api/advertisedProducts",
      headers: { origin: "http://evil.example" },
    });
    expect(response.statusCode).toBe(200);
  });
});
